import { useState } from 'react';
import { showToast } from '../../components/toaster.ts';
import type { Choice } from '../../shared/SearchPicker.tsx';
import { invoiceDetailTexts as t } from './detailTexts.ts';
import { LineCostCenterPicker } from './LineCostCenterPicker.tsx';
import { useSetInvoiceLineCostCentersMutation } from './useSetInvoiceLineCostCentersMutation.ts';

/**
 * Issue 18 point 2: on a pending invoice not made from an order (an imported e-invoice too) a line's
 * cost center is a picker; choosing one saves it at once (only the cost center changes) and the
 * server's refusal shows under the picker.
 */
export function LineCostCenterCell({
  invoiceId,
  lineRowId,
  index,
  current,
}: {
  invoiceId: string;
  lineRowId: number;
  index: number;
  current: Choice | null;
}) {
  const [value, setValue] = useState<Choice | null>(current);
  const [problem, setProblem] = useState<string | null>(null);
  const [save] = useSetInvoiceLineCostCentersMutation();
  const choose = async (choice: Choice | null) => {
    if (!choice) return;
    setValue(choice);
    setProblem(null);
    const outcome = await save({ invoiceId, lines: [{ lineId: lineRowId, costCenterId: choice.id }] });
    if (outcome.ok) {
      showToast(t.costCenterSaved, 'success');
      return;
    }
    setProblem(outcome.message);
    setValue(current);
  };
  const id = `invoice-detail-cost-center-${index + 1}`;
  return (
    <span className="fin-line-cost-center">
      <label className="sr-only" htmlFor={id}>{`${t.costCenter} ${index + 1}`}</label>
      <LineCostCenterPicker
        id={id}
        lang="en"
        value={value}
        onChange={(choice) => void choose(choice)}
        placeholder={t.chooseCostCenter}
        invalid={problem !== null}
      />
      {problem && (
        <span id={`${id}-error`} className="fin-line-cost-center__error" role="alert">
          {problem}
        </span>
      )}
    </span>
  );
}
