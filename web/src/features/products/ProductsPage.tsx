/* eslint-disable relay/unused-fields -- the list fields are read by MasterDataScreen (connection id, total, rows and their cells) */
import { graphql, usePaginationFragment } from 'react-relay';
import type { ProductsPageQuery, ProductSortField } from '../../__generated__/ProductsPageQuery.graphql.ts';
import type { ProductsPage_products$key } from '../../__generated__/ProductsPage_products.graphql.ts';
import type { ProductsPagePaginationQuery } from '../../__generated__/ProductsPagePaginationQuery.graphql.ts';
import { sortOf } from '../../shared/listParams.ts';
import { useScreenQuery, type ScreenQuery, type ScreenQueryArgs } from '../../shared/screenQuery.ts';
import { formatEuro } from '../../shared/format.ts';
import { MasterDataScreen, type MasterDataKind } from '../master-data/MasterDataScreen.tsx';
import { productTexts as t } from './texts.ts';
import { useProductMutations, type ProductValues } from './productMutations.ts';
import { ListFilter } from '../../shared/ListFilter.tsx';

const SORTS: readonly ProductSortField[] = ['NAME', 'CATEGORY', 'PRICE'];

interface ProductNode {
  id: string;
  name: string;
  description: string | null | undefined;
  price: string;
  category: string | null | undefined;
}

/** The spec's checks before sending: trimmed name required, price a number above 0. */
function validate(values: ProductValues) {
  const price = Number(values.price.replace(',', '.'));
  return {
    name: values.name.trim() ? undefined : t.nameRequired,
    price: values.price.trim() && Number.isFinite(price) && price > 0 ? undefined : t.pricePositive,
  };
}

const PRODUCTS: MasterDataKind<ProductNode, ProductValues> = {
  screen: 'products',
  lang: 'it',
  icon: 'box',
  texts: t,
  columns: [
    { label: t.columns.name, sort: 'NAME' },
    { label: t.columns.description },
    { label: t.columns.category, sort: 'CATEGORY' },
    { label: t.columns.price, sort: 'PRICE', kind: 'num' },
  ],
  cells: (p) => [
    <strong key="name">{p.name}</strong>,
    <span key="description" className="md-muted">
      {p.description ?? ''}
    </span>,
    p.category ?? '',
    formatEuro(p.price),
  ],
  nameOf: (p) => p.name,
  fields: [
    { name: 'name', label: t.dialog.name, required: true },
    { name: 'description', label: t.dialog.description, multiline: true },
    { name: 'price', label: t.dialog.price, required: true, money: true, half: true },
    { name: 'category', label: t.dialog.category, half: true },
  ],
  valuesOf: (p) => ({
    name: p?.name ?? '',
    description: p?.description ?? '',
    price: p?.price ?? '',
    category: p?.category ?? '',
  }),
  validate,
  toastDeleteFailure: true,
};

const PRODUCTS_QUERY = graphql`
  query ProductsPageQuery($search: String, $category: String, $orderBy: ProductSort) {
    viewer {
      permissions
    }
    productCategories
    ...ProductsPage_products @arguments(search: $search, category: $category, orderBy: $orderBy)
  }
`;

/** The screen's query for a URL: search, filters and sort (the route loader starts it). */
export function productsQuery({ searchParams }: ScreenQueryArgs): ScreenQuery<ProductsPageQuery> {
  return {
    query: PRODUCTS_QUERY,
    variables: {
      search: searchParams.get('search') || null,
      category: searchParams.get('category') || null,
      orderBy: sortOf(searchParams, SORTS),
    },
  };
}

/** The product catalogue (/products, Italian): search, category filter, sort, create, edit, delete. */
export function ProductsPage() {
  const { data, refresh: reload, isRefreshing } = useScreenQuery<ProductsPageQuery>(PRODUCTS_QUERY);
  const pagination = usePaginationFragment<ProductsPagePaginationQuery, ProductsPage_products$key>(
    graphql`
      fragment ProductsPage_products on Query
      @refetchable(queryName: "ProductsPagePaginationQuery")
      @argumentDefinitions(
        search: { type: "String" }
        category: { type: "String" }
        orderBy: { type: "ProductSort" }
        count: { type: "Int", defaultValue: 50 }
        cursor: { type: "String" }
      ) {
        products(search: $search, category: $category, orderBy: $orderBy, first: $count, after: $cursor)
          @connection(key: "ProductsPage_products") {
          __id
          totalCount
          edges {
            node {
              id
              name
              description
              price
              category
            }
          }
        }
      }
    `,
    data,
  );
  const mutations = useProductMutations();
  const categories = data.productCategories;

  return (
    <MasterDataScreen
      kind={PRODUCTS}
      connection={pagination.data.products}
      pagination={pagination}
      mutations={mutations}
      canManage={data.viewer?.permissions.includes('product.manage') ?? false}
      reload={reload}
      isRefreshing={isRefreshing}
      dialogFields={PRODUCTS.fields.map((f) => (f.name === 'category' ? { ...f, options: categories } : f))}
      filters={
        <ListFilter
          param="category"
          label={t.columns.category}
          allText={t.allCategories}
          options={categories.map((c) => ({ value: c, label: c }))}
        />
      }
    />
  );
}
