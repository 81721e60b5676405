import { useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { PaymentSortField } from '../../__generated__/PaymentsPageQuery.graphql.ts';
import type { PaymentsTablePaginationQuery } from '../../__generated__/PaymentsTablePaginationQuery.graphql.ts';
import type {
  PaymentsTable_query$data,
  PaymentsTable_query$key,
} from '../../__generated__/PaymentsTable_query.graphql.ts';
import { ConfirmRowAlert } from '../../shared/ConfirmRowAlert.tsx';
import { DataTable, pagingOf, sortsOf, type SortableColumn } from '../../shared/DataTable.tsx';
import { PaymentDialog } from './PaymentDialog.tsx';
import { PaymentRow } from './PaymentRow.tsx';
import { paymentTexts as t } from './texts.ts';
import { useCancelPaymentMutation } from './useCancelPaymentMutation.ts';

type PaymentNode = PaymentsTable_query$data['payments']['edges'][number]['node'];

const COLUMNS: readonly SortableColumn<PaymentSortField>[] = [
  { label: t.columns.reference, sort: 'REFERENCE', kind: 'nowrap' },
  { label: t.columns.inserted, sort: 'INSERTION_DATE', kind: 'nowrap' },
  { label: t.columns.available, sort: 'AVAILABLE_DATE', kind: 'nowrap' },
  { label: t.columns.invoices },
  { label: t.columns.method },
  { label: t.columns.total, sort: 'TOTAL', kind: 'num' },
  { label: t.columns.status, sort: 'STATUS' },
];
/** The columns the payments list sorts by (the route loader reads the URL against them). */
export const PAYMENT_SORTS = sortsOf(COLUMNS);

interface PaymentsTableProps {
  query: PaymentsTable_query$key;
  canEdit: boolean;
  onSaved: () => void;
}

export function PaymentsTable({ query, canEdit, onSaved }: PaymentsTableProps) {
  const pagination = usePaginationFragment<PaymentsTablePaginationQuery, PaymentsTable_query$key>(
    graphql`
      fragment PaymentsTable_query on Query
      @refetchable(queryName: "PaymentsTablePaginationQuery")
      @argumentDefinitions(
        status: { type: "PaymentStatus" }
        paymentMethod: { type: "PaymentMethod" }
        dateFrom: { type: "Date" }
        dateTo: { type: "Date" }
        search: { type: "String" }
        orderBy: { type: "PaymentSort" }
        count: { type: "Int", defaultValue: 25 }
        cursor: { type: "String" }
      ) {
        payments(
          status: $status
          paymentMethod: $paymentMethod
          dateFrom: $dateFrom
          dateTo: $dateTo
          search: $search
          orderBy: $orderBy
          first: $count
          after: $cursor
        ) @connection(key: "PaymentsTable_payments") {
          totalCount
          edges {
            node {
              id
              paymentReference
              ...PaymentRow_payment
              ...PaymentDialog_payment
            }
          }
        }
      }
    `,
    query,
  );
  const { data } = pagination;
  const [editing, setEditing] = useState<PaymentNode | null>(null);
  const [cancelling, setCancelling] = useState<PaymentNode | null>(null);
  const [cancel, cancelBusy] = useCancelPaymentMutation();
  const connection = data.payments;

  return (
    <DataTable
      sortLabel="Ordina per"
      columns={[...COLUMNS, { label: canEdit ? t.columns.actions : '', kind: 'actions' }]}
      rows={connection.edges.map((edge) => (
        <PaymentRow
          key={edge.node.id}
          payment={edge.node}
          onEdit={() => setEditing(edge.node)}
          onCancel={() => setCancelling(edge.node)}
        />
      ))}
      empty={t.empty}
      paging={pagingOf(pagination, t.count(connection.edges.length, connection.totalCount), t.loadMore, 25)}
    >
      {editing && <PaymentDialog payment={editing} onClose={() => setEditing(null)} onSaved={onSaved} />}
      <ConfirmRowAlert
        item={cancelling}
        nameOf={(row) => row.paymentReference}
        icon="disable"
        texts={{ confirm: t.cancelPayment, cancel: t.keep, question: t.confirmCancel, done: t.cancelled }}
        failureTitle={t.updateFailed}
        busy={cancelBusy}
        onConfirm={(row) => cancel(row.id)}
        onDone={onSaved}
        onClose={() => setCancelling(null)}
      />
    </DataTable>
  );
}
