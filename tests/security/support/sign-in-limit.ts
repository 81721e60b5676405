import { expect } from 'vitest';

/** A failed sign-in at acme as an unknown user (the body POST /api/auth.php takes). */
export const wrongSignIn = (email: string) => ({ tenant: 'acme', email, password: 'wrong-pass' });

/**
 * The per-address sign-in limit: of 32 failed sign-ins from one caller (`attempt(i)` makes the i-th),
 * the first 30 are answered 401 and the next ones 429.
 */
export async function expectSignInLimit(attempt: (i: number) => Promise<{ status: number }>): Promise<void> {
  const statuses: number[] = [];
  for (let i = 0; i < 32; i += 1) statuses.push((await attempt(i)).status);
  expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
  expect(statuses.slice(30)).toEqual([429, 429]);
}
