import { graphql } from 'react-relay';
import type { PaymentSortField } from '../../__generated__/PaymentsPageQuery.graphql.ts';
import type { PaymentsTable_query$key } from '../../__generated__/PaymentsTable_query.graphql.ts';
import { ConnectionTable } from '../../shared/ConnectionTable.tsx';
import { sortsOf, type SortableColumn } from '../../shared/DataTable.tsx';
import { PaymentDialog } from './PaymentDialog.tsx';
import { PaymentRow } from './PaymentRow.tsx';
import { paymentTexts as t } from './texts.ts';
import { useUpdatePaymentMutation } from './useUpdatePaymentMutation.ts';

/* eslint-disable relay/unused-fields -- ConnectionTable reads the total, the edges and their ids */
const PAYMENTS_LIST = graphql`
  fragment PaymentsTable_query on Query
  @refetchable(queryName: "PaymentsTablePaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 25 }, cursor: { type: "String" }) {
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
`;
/* eslint-enable relay/unused-fields */

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
  // Cancelling is an update to 'cancelled', which the server runs through its cancel rule.
  const [update, updating] = useUpdatePaymentMutation();
  return (
    <ConnectionTable
      fragment={PAYMENTS_LIST}
      fragmentRef={query}
      connection={(data) => data.payments}
      columns={[...COLUMNS, { label: canEdit ? t.columns.actions : '', kind: 'actions' }]}
      texts={t}
      row={(payment, starts) => <PaymentRow payment={payment} starts={starts} />}
      editor={(payment, close) => <PaymentDialog payment={payment} onClose={close} onSaved={onSaved} />}
      confirm={() => ({
        icon: 'disable',
        nameOf: (row) => row.paymentReference,
        texts: { confirm: t.cancelPayment, cancel: t.keep, question: t.confirmCancel, done: t.cancelled },
        failureTitle: t.updateFailed,
        busy: updating,
        onConfirm: (row) => update({ id: row.id, status: 'cancelled' }),
        onDone: onSaved,
      })}
    />
  );
}
