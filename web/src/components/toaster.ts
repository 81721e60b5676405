import { OverlayToaster, Position, type Intent, type Toaster } from '@blueprintjs/core';

let toaster: Promise<Toaster> | null = null;

function getToaster(): Promise<Toaster> {
  // Created on first use: Blueprint mounts the toaster into its own root beside the app.
  toaster ??= OverlayToaster.createAsync({ position: Position.TOP, maxToasts: 4 });
  return toaster;
}

/**
 * Shows a toast. A key replaces an earlier toast with the same key instead of stacking a duplicate
 * (a guard that renders twice must not announce the same refusal twice).
 */
export function showToast(message: string, intent: Intent = 'none', key?: string): void {
  const icon = intent === 'danger' ? 'error' : intent === 'success' ? 'tick-circle' : undefined;
  void getToaster().then((t) => t.show({ message, intent, icon, timeout: 5000 }, key));
}

/**
 * A change's outcome on its way back to the dialog that asked for it: on success the toast, then
 * `then` (the list refetches, so order and total stay right).
 */
export function toastOnSuccess<O extends { ok: boolean }>(outcome: O, message: string, then?: () => void): O {
  if (outcome.ok) {
    showToast(message, 'success');
    then?.();
  }
  return outcome;
}
