import { describe, expect, it } from 'vitest';
import { validatePasswordChange } from '../../web/src/features/auth/validatePasswordChange.ts';

const valid = { currentPassword: 'demo1234', newPassword: 'secret1', confirmPassword: 'secret1' };

describe('validatePasswordChange', () => {
  it('accepts a complete, matching, long enough change', () => {
    expect(validatePasswordChange(valid)).toBeNull();
  });

  it('reports the first failing check in the spec order', () => {
    expect(validatePasswordChange({ currentPassword: '', newPassword: '', confirmPassword: 'x' })).toBe(
      'Please enter your current password',
    );
    expect(validatePasswordChange({ ...valid, newPassword: '', confirmPassword: '' })).toBe(
      'Please enter a new password',
    );
    // A mismatch is reported before the length, as the spec orders them.
    expect(validatePasswordChange({ ...valid, newPassword: 'abc', confirmPassword: 'abd' })).toBe(
      'New passwords do not match',
    );
    expect(validatePasswordChange({ ...valid, newPassword: 'abcde', confirmPassword: 'abcde' })).toBe(
      'Password must be at least 6 characters long',
    );
  });
});
