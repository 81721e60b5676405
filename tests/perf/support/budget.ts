// Counting SQL statements around one request, and printing the budget tables.
import type { TestApp } from '../../setup/test-app.ts';

export interface Measured<T> {
  statements: number;
  /** The SQL text of each statement, first 120 characters (for the failure message). */
  log: string[];
  result: T;
}

const listeners = new WeakMap<TestApp, string[]>();

/** Start recording statement texts of this app's database (once per app). */
export function recordStatements(t: TestApp): void {
  if (listeners.has(t)) return;
  const sink: string[] = [];
  listeners.set(t, sink);
  // Both pools on a server (tenant work on the app's, sign-in on the platform's); one client on PGlite.
  t.app.database.onStatement((sql) => sink.push(sql.replace(/\s+/g, ' ').slice(0, 120)));
}

/** Runs `fn` alone and counts the SQL statements it caused (the server runs in this process). */
export async function measure<T>(t: TestApp, fn: () => Promise<T>): Promise<Measured<T>> {
  recordStatements(t);
  const sink = listeners.get(t)!;
  const start = sink.length;
  const before = t.app.database.statementCount();
  const result = await fn();
  const statements = t.app.database.statementCount() - before;
  return { statements, log: sink.slice(start), result };
}

/** Prints a table of rows (the figures docs/performance.md reports). */
export function printTable(title: string, header: string[], rows: (string | number)[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells: (string | number)[]) => cells.map((c, i) => String(c).padEnd(widths[i]!)).join(' | ');
  console.log([`\n${title}`, line(header), widths.map((w) => '-'.repeat(w)).join('-|-'), ...rows.map(line)].join('\n'));
}
