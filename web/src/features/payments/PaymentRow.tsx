import { graphql, useFragment } from 'react-relay';
import type { PaymentRow_payment$key } from '../../__generated__/PaymentRow_payment.graphql.ts';
import { DataRow } from '../../shared/DataTable.tsx';
import { formatDate } from '../../shared/dates.ts';
import { formatEuro, formatIban } from '../../shared/format.ts';
import { paymentBadgeClass, paymentTexts as t } from './texts.ts';
import type { RowStarts } from '../../shared/ConnectionTable.tsx';
import { RowActions } from '../../shared/RowButton.tsx';

export function PaymentRow({ payment, starts }: { payment: PaymentRow_payment$key; starts: RowStarts }) {
  const row = useFragment(
    graphql`
      fragment PaymentRow_payment on Payment {
        paymentReference
        insertionDate
        availableDate
        invoiceNumbers
        paymentMethodLabel
        iban
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
        // The account to pay from an imported e-invoice's payment details sits under the method.
        row.iban ? (
          <span key="method" className="fin-payment-method">
            {row.paymentMethodLabel ?? none}
            <span className="fin-payment-iban" title={t.iban}>
              {formatIban(row.iban)}
            </span>
          </span>
        ) : (
          (row.paymentMethodLabel ?? none)
        ),
        formatEuro(row.totalAmount),
        <span key="status" className={paymentBadgeClass(row.status)}>
          {row.statusLabel}
        </span>,
        <RowActions
          key="actions"
          name={row.paymentReference}
          edit={row.canEdit && { label: t.edit, onClick: starts.edit }}
          remove={row.canCancel && { label: t.cancelPayment, onClick: starts.confirm, icon: 'disable' }}
        />,
      ]}
    />
  );
}
