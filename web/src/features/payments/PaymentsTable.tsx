import { Alert, Button, Card, HTMLTable, NonIdealState } from '@blueprintjs/core';
import { useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { PaymentsTablePaginationQuery } from '../../__generated__/PaymentsTablePaginationQuery.graphql.ts';
import type {
  PaymentsTable_query$data,
  PaymentsTable_query$key,
} from '../../__generated__/PaymentsTable_query.graphql.ts';
import { showToast } from '../../components/toaster.ts';
import { PaymentDialog } from './PaymentDialog.tsx';
import { PaymentRow } from './PaymentRow.tsx';
import { paymentTexts as t } from './texts.ts';
import { useCancelPaymentMutation } from './useCancelPaymentMutation.ts';

type PaymentNode = PaymentsTable_query$data['payments']['edges'][number]['node'];

interface PaymentsTableProps {
  query: PaymentsTable_query$key;
  canEdit: boolean;
  onSaved: () => void;
}

export function PaymentsTable({ query, canEdit, onSaved }: PaymentsTableProps) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    PaymentsTablePaginationQuery,
    PaymentsTable_query$key
  >(
    graphql`
      fragment PaymentsTable_query on Query
      @refetchable(queryName: "PaymentsTablePaginationQuery")
      @argumentDefinitions(
        status: { type: "PaymentStatus" }
        paymentMethod: { type: "PaymentMethod" }
        dateFrom: { type: "Date" }
        dateTo: { type: "Date" }
        search: { type: "String" }
        count: { type: "Int", defaultValue: 25 }
        cursor: { type: "String" }
      ) {
        payments(
          status: $status
          paymentMethod: $paymentMethod
          dateFrom: $dateFrom
          dateTo: $dateTo
          search: $search
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
  const [editing, setEditing] = useState<PaymentNode | null>(null);
  const [cancelling, setCancelling] = useState<PaymentNode | null>(null);
  const [cancel, cancelBusy] = useCancelPaymentMutation();
  const [, startTransition] = useTransition();
  const connection = data.payments;

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
            <th>{t.columns.reference}</th>
            <th>{t.columns.inserted}</th>
            <th>{t.columns.available}</th>
            <th>{t.columns.invoices}</th>
            <th>{t.columns.method}</th>
            <th className="fin-num">{t.columns.total}</th>
            <th>{t.columns.status}</th>
            <th className="fin-actions">{canEdit ? t.columns.actions : ''}</th>
          </tr>
        </thead>
        <tbody>
          {connection.edges.map((edge) => (
            <PaymentRow
              key={edge.node.id}
              payment={edge.node}
              onEdit={() => setEditing(edge.node)}
              onCancel={() => setCancelling(edge.node)}
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
      {editing && <PaymentDialog payment={editing} onClose={() => setEditing(null)} onSaved={onSaved} />}
      <Alert
        isOpen={cancelling !== null}
        intent="danger"
        icon="disable"
        confirmButtonText={t.cancelPayment}
        cancelButtonText={t.keep}
        loading={cancelBusy}
        onCancel={() => setCancelling(null)}
        onConfirm={async () => {
          if (!cancelling) return;
          const outcome = await cancel(cancelling.id);
          if (outcome.ok) {
            showToast(t.cancelled, 'success');
            onSaved();
          } else showToast(`${t.updateFailed}: ${outcome.message}`, 'danger');
          setCancelling(null);
        }}
      >
        <p>{t.confirmCancel}</p>
        {cancelling && <p className="fin-muted">{cancelling.paymentReference}</p>}
      </Alert>
    </Card>
  );
}
