import { useState } from 'react';
import { FormDialog } from '../../shared/FormDialog.tsx';
import { SelectField, TextField } from '../../shared/FormField.tsx';
import { optionsOf } from '../../shared/ListFilter.tsx';
import { todayIso } from '../../shared/dates.ts';
import { formatEuro } from '../../shared/format.ts';
import { showToast } from '../../components/toaster.ts';
import type { PaymentRunFormat } from '../../__generated__/paymentRunMutationsCreateMutation.graphql.ts';
// The labels are the server's own (type imports only on its side).
import { PAYMENT_RUN_FORMAT_LABELS } from '../../../../api/src/modules/payments/payment-labels.ts';
import { useCreatePaymentRun } from './paymentRunMutations.ts';
import { runTexts } from './runTexts.ts';
import '../../shared/dialog.css';

const t = runTexts.dialog;

/** What the browser can tell at once about a date (the server decides with its own calendar). */
function dateProblem(iso: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso) || iso < todayIso()) return t.pastDate;
  const weekday = new Date(`${iso}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6 ? t.weekend : null;
}

interface Props {
  paymentIds: string[];
  total: string;
  /** The first banking day, from the server. */
  defaultDate: string;
  onClose: () => void;
  onCreated: () => void;
}

/** "Crea distinta": execution date (a weekday, not in the past), format, and what the run will hold. */
export function CreatePaymentRunDialog({ paymentIds, total, defaultDate, onClose, onCreated }: Props) {
  const [executionDate, setExecutionDate] = useState(defaultDate);
  const [format, setFormat] = useState<string>('sepa');
  const [error, setError] = useState<string | null>(null);
  const [dateError, setDateError] = useState<string | null>(null);
  const [create, busy] = useCreatePaymentRun();

  const submit = async () => {
    const problem = dateProblem(executionDate);
    setDateError(problem);
    if (problem) return;
    setError(null);
    const outcome = await create({ paymentIds, executionDate, format: format as PaymentRunFormat });
    if (outcome.ok) {
      showToast(t.created(outcome.value), 'success');
      onClose();
      onCreated();
    } else setError(outcome.message);
  };

  return (
    <FormDialog
      title={t.title}
      icon="bank-account"
      className="dialog--narrow"
      onClose={onClose}
      onSubmit={() => void submit()}
      noValidate
      intro={<p className="fin-run-summary">{t.summary(paymentIds.length, formatEuro(total))}</p>}
      error={error}
      cancelText={t.cancel}
      submitText={t.submit}
      busy={busy}
    >
      <TextField
        id="run-date"
        label={t.executionDate}
        type="date"
        value={executionDate}
        onValueChange={(value) => {
          setExecutionDate(value);
          setDateError(null);
        }}
        hint={t.dateHint}
        error={dateError ?? undefined}
        min={todayIso()}
      />
      <SelectField
        id="run-format"
        label={t.format}
        value={format}
        onValueChange={setFormat}
        options={optionsOf(PAYMENT_RUN_FORMAT_LABELS)}
      />
    </FormDialog>
  );
}
