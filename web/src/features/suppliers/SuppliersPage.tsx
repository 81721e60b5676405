/* eslint-disable relay/unused-fields -- the list fields are read by MasterDataScreen (connection id, total, rows and their cells) */
import { graphql } from 'react-relay';
import { readInlineData } from 'relay-runtime';
import type { SupplierSortField, SuppliersPageQuery } from '../../__generated__/SuppliersPageQuery.graphql.ts';
import type {
  SuppliersPage_row$data,
  SuppliersPage_row$key as Row,
} from '../../__generated__/SuppliersPage_row.graphql.ts';
import type { SuppliersPage_suppliers$data as List } from '../../__generated__/SuppliersPage_suppliers.graphql.ts';
import { searchSortQuery } from '../../shared/screenQuery.ts';
import { MasterDataPage, type MasterDataSource } from '../master-data/MasterDataPage.tsx';
import type { MasterDataKind } from '../master-data/MasterDataScreen.tsx';
import { useSupplierMutations, type SupplierValues } from './supplierMutations.ts';
import { supplierTexts as t } from './texts.ts';

/** A row's fields: the list shows them, create and update return them. */
const ROW = graphql`
  fragment SuppliersPage_row on Supplier @inline {
    id
    name
    businessName
    address
    vatNumber
    iban
    ibanMasked
    bic
  }
`;

const SORTS: readonly SupplierSortField[] = ['NAME', 'BUSINESS_NAME', 'VAT_NUMBER'];
const FIELDS = ['name', 'businessName', 'address', 'vatNumber'] as const;
type SupplierNode = SuppliersPage_row$data;

const SUPPLIERS: MasterDataKind<SupplierNode, SupplierValues> = {
  screen: 'suppliers',
  lang: 'en',
  icon: 'office',
  texts: t,
  columns: [
    { label: t.columns.name, sort: 'NAME' },
    { label: t.columns.businessName, sort: 'BUSINESS_NAME' },
    { label: t.columns.address },
    { label: t.columns.vatNumber, sort: 'VAT_NUMBER', kind: 'nowrap' },
    { label: t.columns.iban, kind: 'nowrap' },
  ],
  cells: (s) => [
    <strong key="name">{s.name}</strong>,
    s.businessName,
    // The spec truncates the address column; the full text stays available on hover.
    <span key="address" className="md-truncate" title={s.address}>
      {s.address}
    </span>,
    s.vatNumber,
    // Masked in the list (IT60 X054 ... 3456); the edit dialog shows it whole.
    s.ibanMasked ?? <span className="md-muted">{t.noIban}</span>,
  ],
  nameOf: (s) => s.name,
  fields: [
    ...FIELDS.map((name) => ({
      name,
      label: t.dialog[name],
      required: true,
      hint: name === 'vatNumber' ? t.dialog.vatHint : undefined,
    })),
    { name: 'iban', label: t.dialog.iban, hint: t.dialog.ibanHint },
    { name: 'bic', label: t.dialog.bic, hint: t.dialog.bicHint, half: true },
  ],
  valuesOf: (s) => ({
    name: s?.name ?? '',
    businessName: s?.businessName ?? '',
    address: s?.address ?? '',
    vatNumber: s?.vatNumber ?? '',
    iban: s?.iban ?? '',
    bic: s?.bic ?? '',
  }),
  // The spec: all four fields required after trimming, one message (next to each empty field).
  validate: (values) => Object.fromEntries(FIELDS.map((f) => [f, values[f].trim() ? undefined : t.allRequired])),
  history: true,
  toastDeleteFailure: true,
};

const SUPPLIERS_QUERY = graphql`
  query SuppliersPageQuery($search: String, $orderBy: SupplierSort) {
    ...SuppliersPage_suppliers
  }
`;

/** The screen's query for a URL: search and sort (the route loader starts it). */
export const suppliersQuery = searchSortQuery<SuppliersPageQuery>(SUPPLIERS_QUERY, SORTS);

const SOURCE: MasterDataSource<SupplierNode, SupplierValues, SuppliersPageQuery, List, Row> = {
  query: SUPPLIERS_QUERY,
  list: {
    fragment: graphql`
      fragment SuppliersPage_suppliers on Query
      @refetchable(queryName: "SuppliersPagePaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" }) {
        suppliers(search: $search, orderBy: $orderBy, first: $count, after: $cursor)
          @connection(key: "SuppliersPage_suppliers") {
          __id
          totalCount
          edges {
            node {
              ...SuppliersPage_row
            }
          }
        }
      }
    `,
    connection: (data) => data.suppliers,
  },
  row: (ref) => readInlineData<Row>(ROW, ref),
  permission: 'supplier.manage',
  useMutations: useSupplierMutations,
};

/** Suppliers (/suppliers, English): search, sort, create, edit, delete or archive. */
export function SuppliersPage() {
  return <MasterDataPage kind={SUPPLIERS} source={SOURCE} />;
}
