import { Button } from '@blueprintjs/core';
import { graphql, useFragment } from 'react-relay';
import type { PaymentRow_payment$key } from '../../__generated__/PaymentRow_payment.graphql.ts';
import { formatDate } from '../../shared/dates.ts';
import { formatEuro } from '../../shared/format.ts';
import { PAYMENT_METHOD_LABELS, paymentBadgeClass, paymentTexts as t } from './texts.ts';

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
  return (
    <tr>
      <td className="fin-nowrap">{row.paymentReference}</td>
      <td className="fin-nowrap">{formatDate(row.insertionDate)}</td>
      <td className="fin-nowrap">
        {row.availableDate ? formatDate(row.availableDate) : <span className="fin-muted">—</span>}
      </td>
      <td>{row.invoiceNumbers}</td>
      <td>{row.paymentMethod ? PAYMENT_METHOD_LABELS[row.paymentMethod] : <span className="fin-muted">—</span>}</td>
      <td className="fin-num">{formatEuro(row.totalAmount)}</td>
      <td>
        <span className={paymentBadgeClass(row.status)}>{row.statusLabel}</span>
      </td>
      <td className="fin-actions">
        {row.canEdit && (
          <Button
            variant="minimal"
            icon="edit"
            title={t.edit}
            aria-label={`${t.edit} ${row.paymentReference}`}
            onClick={onEdit}
          />
        )}
        {row.canCancel && (
          <Button
            variant="minimal"
            icon="disable"
            intent="danger"
            title={t.cancelPayment}
            aria-label={`${t.cancelPayment} ${row.paymentReference}`}
            onClick={onCancel}
          />
        )}
      </td>
    </tr>
  );
}
