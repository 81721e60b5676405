import { showToast } from '../../components/toaster.ts';
import type { Outcome } from '../../shared/outcome.ts';

/** A failed mark-read is told in a toast (the list has no field to put it next to); a success shows itself. */
export function showOutcome(outcome: Outcome): void {
  if (!outcome.ok) showToast(outcome.message, 'danger');
}
