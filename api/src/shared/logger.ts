import { loadConfig } from '../config.ts';

const { logLevel: level, workerSlot } = loadConfig();
// With several server processes (WEB_CONCURRENCY), every line says which one wrote it.
const origin = workerSlot === null ? {} : { worker: workerSlot, pid: process.pid };

/** One JSON line per event on stderr; tests run silent. */
export function logError(message: string, fields: Record<string, unknown> = {}): void {
  if (level === 'silent') return;
  const error = fields.error instanceof Error ? { error: fields.error.message, stack: fields.error.stack } : {};
  process.stderr.write(
    `${JSON.stringify({ level: 'error', time: new Date().toISOString(), message, ...origin, ...fields, ...error })}\n`,
  );
}

export function logInfo(message: string, fields: Record<string, unknown> = {}): void {
  if (level !== 'info') return;
  process.stdout.write(
    `${JSON.stringify({ level: 'info', time: new Date().toISOString(), message, ...origin, ...fields })}\n`,
  );
}

/**
 * A client that went away before its answer was complete: an everyday event (a closed tab, a
 * cancelled upload), not a fault of ours. One info line without a stack, so a client that aborts on
 * purpose cannot flood the error log.
 */
export function logAborted(fields: { requestId: string; method?: string; path?: string; phase: string }): void {
  logInfo('request aborted', fields);
}
