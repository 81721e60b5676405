import { useState, type ReactNode } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { InvoiceSortField } from '../../__generated__/InvoicesPageQuery.graphql.ts';
import type { InvoicesTablePaginationQuery } from '../../__generated__/InvoicesTablePaginationQuery.graphql.ts';
import type {
  InvoicesTable_query$data,
  InvoicesTable_query$key,
} from '../../__generated__/InvoicesTable_query.graphql.ts';
import { showToast } from '../../components/toaster.ts';
import { ConfirmRowAlert } from '../../shared/ConfirmRowAlert.tsx';
import { DataTable, pagingOf, sortsOf, type SortableColumn } from '../../shared/DataTable.tsx';
import { InvoiceEditDialog } from './InvoiceEditDialog.tsx';
import { InvoiceRow } from './InvoiceRow.tsx';
import { invoiceListTexts as t } from './texts.ts';
import { useDeleteInvoiceMutation } from './useDeleteInvoiceMutation.ts';
import { useUpdateInvoiceMutation } from './useUpdateInvoiceMutation.ts';

type InvoiceNode = InvoicesTable_query$data['invoices']['edges'][number]['node'];

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
  const pagination = usePaginationFragment<InvoicesTablePaginationQuery, InvoicesTable_query$key>(
    graphql`
      fragment InvoicesTable_query on Query
      @refetchable(queryName: "InvoicesTablePaginationQuery")
      @argumentDefinitions(
        status: { type: "InvoiceStatus" }
        supplierId: { type: "ID" }
        orderId: { type: "ID" }
        contractId: { type: "ID" }
        isRecurring: { type: "Boolean" }
        search: { type: "String" }
        orderBy: { type: "InvoiceSort" }
        count: { type: "Int", defaultValue: 25 }
        cursor: { type: "String" }
      ) {
        invoices(
          status: $status
          supplierId: $supplierId
          orderId: $orderId
          contractId: $contractId
          isRecurring: $isRecurring
          search: $search
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
    `,
    query,
  );
  const { data } = pagination;
  const [editing, setEditing] = useState<InvoiceNode | null>(null);
  const [deleting, setDeleting] = useState<InvoiceNode | null>(null);
  const [update, updating] = useUpdateInvoiceMutation();
  const [remove, removing] = useDeleteInvoiceMutation();
  const connection = data.invoices;

  return (
    <DataTable
      sortLabel="Ordina per"
      columns={COLUMNS}
      rows={connection.edges.map((edge) => (
        <InvoiceRow
          key={edge.node.id}
          invoice={edge.node}
          onEdit={() => setEditing(edge.node)}
          onDelete={() => setDeleting(edge.node)}
        />
      ))}
      empty={t.empty}
      paging={pagingOf(pagination, t.count(connection.edges.length, connection.totalCount), t.loadMore, 25)}
    >
      {children?.([connection.__id])}
      {editing && (
        <InvoiceEditDialog
          invoiceId={editing.id}
          busy={updating}
          onClose={() => setEditing(null)}
          onSave={async (values) => {
            const outcome = await update(editing.id, values);
            if (outcome.ok) showToast(t.updated, 'success');
            return outcome;
          }}
        />
      )}
      <ConfirmRowAlert
        icon="trash"
        item={deleting}
        nameOf={(row) => row.invoiceNumber}
        texts={{ confirm: t.delete, cancel: t.cancel, question: t.confirmDelete, done: t.deleted }}
        failureTitle={t.deleteFailed}
        busy={removing}
        onConfirm={(row) => remove(row.id, [connection.__id])}
        onClose={() => setDeleting(null)}
      />
    </DataTable>
  );
}
