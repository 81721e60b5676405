import { texts } from '../../i18n/texts.ts';
import type { ChangePasswordInput } from './useChangePasswordMutation.ts';

export const MIN_PASSWORD_LENGTH = 6;

/** The spec's checks in the spec's order; the first failing one is the message shown. */
export function validatePasswordChange(input: ChangePasswordInput): string | null {
  if (!input.currentPassword) return texts.changePassword.currentRequired;
  if (!input.newPassword) return texts.changePassword.newRequired;
  if (input.newPassword !== input.confirmPassword) return texts.changePassword.mismatch;
  if (input.newPassword.length < MIN_PASSWORD_LENGTH) return texts.changePassword.tooShort;
  return null;
}
