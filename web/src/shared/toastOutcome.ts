import { showToast } from '../components/toaster.ts';
import type { Outcome } from './outcome.ts';

/** Toasts `done` once the outcome is a success and hands the outcome on (a dialog shows a failure itself). */
export async function toastSuccess<T>(pending: Promise<Outcome<T>>, done: string): Promise<Outcome<T>> {
  const outcome = await pending;
  if (outcome.ok) showToast(done, 'success');
  return outcome;
}
