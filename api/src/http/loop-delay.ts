import { monitorEventLoopDelay } from 'node:perf_hooks';

/** How often the event loop is sampled, ms. */
const RESOLUTION_MS = 10;

export interface LoopDelay {
  /** The 99th percentile of how late the loop ran its sampling timer since the last reset, ms. */
  p99Ms(): number;
  reset(): void;
}

/**
 * The event loop's delay for the benchmarks' /health (BENCH=1; the peer server of bench:peer too).
 * Node's histogram records the whole interval between two runs of its timer, the sampling period
 * included: an idle loop reads 10 ms. The period is taken off, so the figure is the delay itself.
 */
export function startLoopDelay(): LoopDelay {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  return {
    p99Ms: () => Math.max(0, histogram.percentile(99) / 1e6 - RESOLUTION_MS),
    reset: () => histogram.reset(),
  };
}
