import { loadConfig } from '../config.ts';

const level = loadConfig().logLevel;

/** One JSON line per event on stderr; tests run silent. */
export function logError(message: string, fields: Record<string, unknown> = {}): void {
  if (level === 'silent') return;
  const error = fields.error instanceof Error ? { error: fields.error.message, stack: fields.error.stack } : {};
  process.stderr.write(
    `${JSON.stringify({ level: 'error', time: new Date().toISOString(), message, ...fields, ...error })}\n`,
  );
}

export function logInfo(message: string, fields: Record<string, unknown> = {}): void {
  if (level !== 'info') return;
  process.stdout.write(`${JSON.stringify({ level: 'info', time: new Date().toISOString(), message, ...fields })}\n`);
}
