import { Alert, Button, Card, HTMLTable, NonIdealState } from '@blueprintjs/core';
import { useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { InvoiceDialog_options$key } from '../../__generated__/InvoiceDialog_options.graphql.ts';
import type { InvoicesTablePaginationQuery } from '../../__generated__/InvoicesTablePaginationQuery.graphql.ts';
import type {
  InvoicesTable_query$data,
  InvoicesTable_query$key,
} from '../../__generated__/InvoicesTable_query.graphql.ts';
import { showToast } from '../../components/toaster.ts';
import { InvoiceEditDialog } from './InvoiceEditDialog.tsx';
import { InvoiceRow } from './InvoiceRow.tsx';
import { invoiceListTexts as t } from './texts.ts';
import { useDeleteInvoiceMutation } from './useDeleteInvoiceMutation.ts';
import { useUpdateInvoiceMutation } from './useUpdateInvoiceMutation.ts';

type InvoiceNode = InvoicesTable_query$data['invoices']['edges'][number]['node'];

interface InvoicesTableProps {
  query: InvoicesTable_query$key;
  options: InvoiceDialog_options$key;
}

export function InvoicesTable({ query, options }: InvoicesTableProps) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    InvoicesTablePaginationQuery,
    InvoicesTable_query$key
  >(
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
  const [editing, setEditing] = useState<InvoiceNode | null>(null);
  const [deleting, setDeleting] = useState<InvoiceNode | null>(null);
  const [update, updating] = useUpdateInvoiceMutation();
  const [remove, removing] = useDeleteInvoiceMutation();
  const [, startTransition] = useTransition();
  const connection = data.invoices;

  if (connection.edges.length === 0) {
    return (
      <Card className="fin-card">
        <NonIdealState className="fin-empty" icon="search" description={t.empty} />
      </Card>
    );
  }

  return (
    <Card className="fin-card">
      <HTMLTable className="fin-table" striped interactive>
        <thead>
          <tr>
            <th>{t.columns.number}</th>
            <th>{t.columns.supplier}</th>
            <th>{t.columns.order}</th>
            <th>{t.columns.date}</th>
            <th>{t.columns.due}</th>
            <th className="fin-num">{t.columns.total}</th>
            <th>{t.columns.status}</th>
            <th>{t.columns.type}</th>
            <th className="fin-actions">{t.columns.actions}</th>
          </tr>
        </thead>
        <tbody>
          {connection.edges.map((edge) => (
            <InvoiceRow
              key={edge.node.id}
              invoice={edge.node}
              onEdit={() => setEditing(edge.node)}
              onDelete={() => setDeleting(edge.node)}
            />
          ))}
        </tbody>
      </HTMLTable>
      <div className="fin-footer">
        <span>{t.count(connection.edges.length, connection.totalCount)}</span>
        {hasNext && (
          <Button
            text={t.loadMore}
            loading={isLoadingNext}
            onClick={() =>
              startTransition(() => {
                loadNext(25);
              })
            }
          />
        )}
      </div>
      {editing && (
        <InvoiceEditDialog
          options={options}
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
      <Alert
        isOpen={deleting !== null}
        intent="danger"
        icon="trash"
        confirmButtonText={t.delete}
        cancelButtonText={t.cancel}
        loading={removing}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          const outcome = await remove(deleting.id, [connection.__id]);
          if (outcome.ok) showToast(t.deleted, 'success');
          else showToast(`${t.deleteFailed}: ${outcome.message}`, 'danger');
          setDeleting(null);
        }}
      >
        <p>{t.confirmDelete}</p>
        {deleting && <p className="fin-muted">{deleting.invoiceNumber}</p>}
      </Alert>
    </Card>
  );
}
