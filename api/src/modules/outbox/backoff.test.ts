import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_POLICY, nextRetryDelayMs } from './backoff.ts';

describe('outbox retry backoff', () => {
  it('doubles from the base after each failure, up to the cap', () => {
    const policy = { maxAttempts: 10, baseDelayMs: 1000, maxDelayMs: 10_000 };
    const delays = [1, 2, 3, 4, 5, 6].map((attempt) => nextRetryDelayMs(attempt, policy));
    expect(delays).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000]);
  });

  it('gives up after the last allowed attempt', () => {
    const policy = { maxAttempts: 3, baseDelayMs: 1000, maxDelayMs: 10_000 };
    expect(nextRetryDelayMs(2, policy)).toBe(4000 / 2);
    expect(nextRetryDelayMs(3, policy)).toBeNull();
  });

  it('spreads the default policy over hours, not minutes', () => {
    let total = 0;
    for (let attempt = 1; attempt < DEFAULT_RETRY_POLICY.maxAttempts; attempt += 1) {
      total += nextRetryDelayMs(attempt, DEFAULT_RETRY_POLICY)!;
    }
    expect(total).toBeGreaterThan(3 * 3600_000);
    expect(nextRetryDelayMs(DEFAULT_RETRY_POLICY.maxAttempts, DEFAULT_RETRY_POLICY)).toBeNull();
  });
});
