import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { LazyHistory } from '../../shared/LazyHistory.tsx';
import { FormDialog } from '../../shared/FormDialog.tsx';
import { SelectField, TextField } from '../../shared/FormField.tsx';
import { optionsOf } from '../../shared/ListFilter.tsx';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { PaymentMethod, PaymentStatus } from '../../__generated__/PaymentsPageQuery.graphql.ts';
import type { PaymentDialog_payment$key } from '../../__generated__/PaymentDialog_payment.graphql.ts';
import { showToast } from '../../components/toaster.ts';
import { paymentTexts } from './texts.ts';
// The labels are the server's own: one table for the REST shims, GraphQL and the screens.
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from '../../../../api/src/modules/payments/payment-labels.ts';
import { useUpdatePaymentMutation } from './useUpdatePaymentMutation.ts';
import '../../shared/dialog.css';

interface PaymentDialogProps {
  payment: PaymentDialog_payment$key;
  onClose: () => void;
  onSaved: () => void;
}

const t = paymentTexts.dialog;

/** Edit dialog: available date, status and method; 'Annullato' is not offered for a paid payment. */
export function PaymentDialog({ payment: key, onClose, onSaved }: PaymentDialogProps) {
  const payment = useFragment(
    graphql`
      fragment PaymentDialog_payment on Payment {
        id
        paymentReference
        availableDate
        paymentMethod
        status
      }
    `,
    key,
  );
  const [availableDate, setAvailableDate] = useState(payment.availableDate ?? '');
  const [status, setStatus] = useState<PaymentStatus>(payment.status);
  const [method, setMethod] = useState<string>(payment.paymentMethod ?? '');
  const [error, setError] = useState<string | null>(null);
  const [update, busy] = useUpdatePaymentMutation();
  const statuses = (Object.keys(PAYMENT_STATUS_LABELS) as (keyof typeof PAYMENT_STATUS_LABELS)[]).filter(
    (s) => !(s === 'cancelled' && payment.status === 'paid'),
  );

  const save = async () => {
    setError(null);
    const outcome = await update({
      id: payment.id,
      availableDate: availableDate || null,
      // An unchanged open status lets the server derive it from the details.
      status: status === payment.status && status !== 'paid' ? null : status,
      paymentMethod: (method || null) as PaymentMethod | null,
    });
    if (outcome.ok) {
      showToast(status === 'cancelled' ? paymentTexts.cancelled : paymentTexts.updated, 'success');
      onClose();
      onSaved();
    } else {
      setError(outcome.message);
      showToast(`${paymentTexts.updateFailed}: ${outcome.message}`, 'danger');
    }
  };

  return (
    <FormDialog
      title={t.title(payment.paymentReference)}
      className="dialog--narrow"
      onClose={onClose}
      onSubmit={() => void save()}
      error={error}
      cancelText={t.close}
      submitText={t.save}
      busy={busy}
    >
      <TextField
        id="payment-date"
        label={t.availableDate}
        type="date"
        value={availableDate}
        onValueChange={setAvailableDate}
      />
      <SelectField
        id="payment-method"
        label={t.method}
        value={method}
        onValueChange={setMethod}
        emptyText={t.noMethod}
        options={optionsOf(PAYMENT_METHOD_LABELS)}
      />
      <FormGroup label={t.status} labelFor="payment-status" helperText={t.hint}>
        <HTMLSelect
          id="payment-status"
          fill
          value={status}
          onChange={(e) => setStatus(e.currentTarget.value as PaymentStatus)}
        >
          {statuses.map((s) => (
            <option key={s} value={s}>
              {PAYMENT_STATUS_LABELS[s]}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <LazyHistory id={payment.id} lang="it" />
    </FormDialog>
  );
}
