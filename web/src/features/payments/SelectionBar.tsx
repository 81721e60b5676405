import { Button } from '@blueprintjs/core';
import { formatEuro } from '../../shared/format.ts';
import { runTexts } from './runTexts.ts';
import type { PaymentSelection } from './usePaymentSelection.ts';

const t = runTexts.selection;

/** The live count and total of the checked payments, and "Crea distinta". */
export function SelectionBar({ selection, onCreate }: { selection: PaymentSelection; onCreate: () => void }) {
  return (
    <div className="fin-selection" role="status" aria-live="polite">
      <span className="fin-selection__summary">
        {selection.count === 0 ? t.none : t.summary(selection.count, formatEuro(selection.total))}
      </span>
      {selection.count > 0 && <Button minimal text={t.clear} onClick={selection.clear} />}
      <Button
        intent="primary"
        icon="bank-account"
        text={t.create}
        disabled={selection.count === 0}
        onClick={onCreate}
      />
    </div>
  );
}
