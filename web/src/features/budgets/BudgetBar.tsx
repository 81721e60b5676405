import { formatEuro } from '../../shared/format.ts';
import { budgetTexts } from './texts.ts';

interface Figures {
  amount: string;
  committed: string;
  actual: string;
  available: string;
}

const share = (part: number, whole: number) => (whole > 0 ? Math.max(0, Math.min(100, (part / whole) * 100)) : 0);

/**
 * One bar per budget: actual, committed and available as parts of the larger of the budget and what
 * is used (so an overrun shows as a bar past the budget mark). Display only: the figures come computed.
 */
export function BudgetBar({ figures }: { figures: Figures }) {
  const amount = Number(figures.amount);
  const actual = Math.max(0, Number(figures.actual));
  const committed = Math.max(0, Number(figures.committed));
  const whole = Math.max(amount, actual + committed);
  const available = Math.max(0, Number(figures.available));
  const t = budgetTexts.legend;
  return (
    <div
      className="budget-bar"
      role="img"
      aria-label={`${budgetTexts.columns.actual} ${formatEuro(figures.actual)}, ${budgetTexts.columns.committed} ${formatEuro(
        figures.committed,
      )}, ${budgetTexts.columns.available} ${formatEuro(figures.available)}`}
    >
      <span className="budget-bar__actual" style={{ width: `${share(actual, whole)}%` }} title={t.actual} />
      <span className="budget-bar__committed" style={{ width: `${share(committed, whole)}%` }} title={t.committed} />
      <span className="budget-bar__available" style={{ width: `${share(available, whole)}%` }} title={t.available} />
      {whole > amount && <span className="budget-bar__limit" style={{ left: `${share(amount, whole)}%` }} />}
    </div>
  );
}
