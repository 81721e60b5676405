/** How a channel retries: exponential backoff from baseDelayMs, capped, then given up. */
export interface RetryPolicy {
  /** Attempts in all, the first included; after the last failure the message is marked failed. */
  maxAttempts: number;
  /** The wait after the first failed attempt; it doubles after each further failure ... */
  baseDelayMs: number;
  /** ... up to this. */
  maxDelayMs: number;
}

/**
 * 30 s, 1, 2, 4, 8, 16, 32 min, then hourly: ten attempts over about three hours, so a
 * mail server down for a maintenance window still gets every message (see docs/decisions.md).
 */
export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 10,
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
};

/**
 * The wait before the next attempt once attempt number `failedAttempt` (1-based) has failed, or
 * null when that was the last one allowed.
 */
export function nextRetryDelayMs(failedAttempt: number, policy: RetryPolicy): number | null {
  if (failedAttempt >= policy.maxAttempts) return null;
  const exponent = Math.max(0, failedAttempt - 1);
  // 2 ** exponent grows past any cap quickly; Math.min keeps it finite and bounded.
  return Math.min(policy.baseDelayMs * 2 ** Math.min(exponent, 30), policy.maxDelayMs);
}
