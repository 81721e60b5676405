/* eslint-disable relay/unused-fields -- the list fields are read by MasterDataScreen (connection id, total, rows and their cells) */
import { graphql } from 'react-relay';
import { readInlineData } from 'relay-runtime';
import type { ProductsPageQuery, ProductSortField } from '../../__generated__/ProductsPageQuery.graphql.ts';
import type { ProductsPage_products$data as List } from '../../__generated__/ProductsPage_products.graphql.ts';
import type {
  ProductsPage_row$data,
  ProductsPage_row$key as Row,
} from '../../__generated__/ProductsPage_row.graphql.ts';
import { filteredQuery } from '../../shared/filteredQuery.ts';
import { formatEuro } from '../../shared/format.ts';
import { MasterDataPage, type MasterDataSource } from '../master-data/MasterDataPage.tsx';
import type { MasterDataKind } from '../master-data/MasterDataScreen.tsx';
import { productTexts as t } from './texts.ts';
import { useProductMutations, type ProductValues } from './productMutations.ts';
import { ListFilter } from '../../shared/ListFilter.tsx';

/** A row's fields: the list shows them, create and update return them. */
const ROW = graphql`
  fragment ProductsPage_row on Product @inline {
    id
    name
    description
    price
    category
  }
`;

const SORTS: readonly ProductSortField[] = ['NAME', 'CATEGORY', 'PRICE'];

type ProductNode = ProductsPage_row$data;

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
    productCategories
    ...ProductsPage_products
  }
`;

/** The screen's query for a URL: search, category and sort (the route loader starts it). */
export const productsQuery = filteredQuery<ProductsPageQuery>(PRODUCTS_QUERY, SORTS, ['category']);

const SOURCE: MasterDataSource<ProductNode, ProductValues, ProductsPageQuery, List, Row> = {
  query: PRODUCTS_QUERY,
  list: {
    fragment: graphql`
      fragment ProductsPage_products on Query
      @refetchable(queryName: "ProductsPagePaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" }) {
        products(search: $search, category: $category, orderBy: $orderBy, first: $count, after: $cursor)
          @connection(key: "ProductsPage_products") {
          __id
          totalCount
          edges {
            node {
              ...ProductsPage_row
            }
          }
        }
      }
    `,
    connection: (data) => data.products,
  },
  row: (ref) => readInlineData<Row>(ROW, ref),
  permission: 'product.manage',
  useMutations: useProductMutations,
  options: ({ productCategories: categories }) => ({
    dialogFields: PRODUCTS.fields.map((f) => (f.name === 'category' ? { ...f, options: categories } : f)),
    filters: (
      <ListFilter
        param="category"
        label={t.columns.category}
        allText={t.allCategories}
        options={categories.map((c) => ({ value: c, label: c }))}
      />
    ),
  }),
};

/** The product catalogue (/products, Italian): search, category filter, sort, create, edit, delete. */
export function ProductsPage() {
  return <MasterDataPage kind={PRODUCTS} source={SOURCE} />;
}
