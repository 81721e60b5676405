import type { ReactNode } from 'react';
import { graphql } from 'react-relay';
import type { InvoiceSortField } from '../../__generated__/InvoicesPageQuery.graphql.ts';
import type { InvoicesTable_query$key } from '../../__generated__/InvoicesTable_query.graphql.ts';
import { ConnectionTable, deleteConfirmation } from '../../shared/ConnectionTable.tsx';
import { sortsOf, type SortableColumn } from '../../shared/DataTable.tsx';
import { toastSuccess } from '../../shared/toastOutcome.ts';
import { InvoiceEditDialog } from './InvoiceEditDialog.tsx';
import { InvoiceRow } from './InvoiceRow.tsx';
import { invoiceListTexts as t } from './texts.ts';
import { useDeleteInvoiceMutation } from './useDeleteInvoiceMutation.ts';
import { useUpdateInvoiceMutation } from './useUpdateInvoiceMutation.ts';

/* eslint-disable relay/unused-fields -- ConnectionTable reads the total, the edges and their ids */
const INVOICES_LIST = graphql`
  fragment InvoicesTable_query on Query
  @refetchable(queryName: "InvoicesTablePaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 25 }, cursor: { type: "String" }) {
    invoices(
      status: $status
      supplierId: $supplierId
      orderId: $orderId
      contractId: $contractId
      isRecurring: $isRecurring
      search: $search
      invoiceDateFrom: $invoiceDateFrom
      invoiceDateTo: $invoiceDateTo
      costCenterId: $costCenterId
      vatRate: $vatRate
      actualFor: $actualFor
      orderBy: $orderBy
      first: $count
      after: $cursor
    ) @connection(key: "InvoicesTable_invoices") {
      __id
      totalCount
      edges {
        node {
          id
          invoiceNumber
          ...InvoiceRow_invoice
        }
      }
    }
  }
`;
/* eslint-enable relay/unused-fields */

const COLUMNS: readonly SortableColumn<InvoiceSortField>[] = [
  { label: t.columns.number, sort: 'INVOICE_NUMBER', kind: 'nowrap' },
  { label: t.columns.supplier, sort: 'SUPPLIER' },
  { label: t.columns.order, kind: 'nowrap' },
  { label: t.columns.date, sort: 'INVOICE_DATE', kind: 'nowrap' },
  { label: t.columns.due, sort: 'DUE_DATE', kind: 'nowrap' },
  { label: t.columns.total, sort: 'TOTAL', kind: 'num' },
  { label: t.columns.status, sort: 'STATUS' },
  { label: t.columns.type },
  { label: t.columns.actions, kind: 'actions' },
];
/** The columns the invoices list sorts by (the route loader reads the URL against them). */
export const INVOICE_SORTS = sortsOf(COLUMNS);

interface InvoicesTableProps {
  query: InvoicesTable_query$key;
  /** The create dialogs, given this list's connection (a new invoice is added to it). */
  children?: (connections: string[]) => ReactNode;
}

export function InvoicesTable({ query, children }: InvoicesTableProps) {
  const [update, updating] = useUpdateInvoiceMutation();
  const remove = useDeleteInvoiceMutation();
  return (
    <ConnectionTable
      fragment={INVOICES_LIST}
      fragmentRef={query}
      connection={(data) => data.invoices}
      columns={COLUMNS}
      texts={t}
      row={(invoice, starts) => <InvoiceRow invoice={invoice} starts={starts} />}
      editor={(invoice, close) => (
        <InvoiceEditDialog
          invoiceId={invoice.id}
          busy={updating}
          onClose={close}
          onSave={(values) => toastSuccess(update(invoice.id, values), t.updated)}
        />
      )}
      confirm={deleteConfirmation(t, remove, (row) => row.invoiceNumber, t.deleteFailed)}
    >
      {(connection) => children?.([connection.__id])}
    </ConnectionTable>
  );
}
