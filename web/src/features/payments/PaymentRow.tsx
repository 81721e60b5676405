import { graphql, useFragment } from 'react-relay';
import type { PaymentRow_payment$key } from '../../__generated__/PaymentRow_payment.graphql.ts';
import { DataRow } from '../../shared/DataTable.tsx';
import { formatDate } from '../../shared/dates.ts';
import { formatEuro } from '../../shared/format.ts';
import { PAYMENT_METHOD_LABELS, paymentBadgeClass, paymentTexts as t } from './texts.ts';
import { RowButton } from '../../shared/RowButton.tsx';

interface PaymentRowProps {
  payment: PaymentRow_payment$key;
  onEdit: () => void;
  onCancel: () => void;
}

export function PaymentRow({ payment, onEdit, onCancel }: PaymentRowProps) {
  const row = useFragment(
    graphql`
      fragment PaymentRow_payment on Payment {
        paymentReference
        insertionDate
        availableDate
        invoiceNumbers
        paymentMethod
        totalAmount
        status
        statusLabel
        canEdit
        canCancel
      }
    `,
    payment,
  );
  const none = <span className="fin-muted">—</span>;
  return (
    <DataRow
      cells={[
        row.paymentReference,
        formatDate(row.insertionDate),
        row.availableDate ? formatDate(row.availableDate) : none,
        row.invoiceNumbers,
        row.paymentMethod ? PAYMENT_METHOD_LABELS[row.paymentMethod] : none,
        formatEuro(row.totalAmount),
        <span key="status" className={paymentBadgeClass(row.status)}>
          {row.statusLabel}
        </span>,
        <>
          {row.canEdit && <RowButton icon="edit" label={t.edit} name={row.paymentReference} onClick={onEdit} />}
          {row.canCancel && (
            <RowButton
              icon="disable"
              intent="danger"
              label={t.cancelPayment}
              name={row.paymentReference}
              onClick={onCancel}
            />
          )}
        </>,
      ]}
    />
  );
}
