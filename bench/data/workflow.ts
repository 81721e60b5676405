// Workflow states as SQL: the status mix of each generated document and the approval columns that
// must agree with a status (who approved or rejected, when, and the version counter).
import { FINANCE, IT, type TenantShape } from './model.ts';

export interface Step {
  /** Shown in the progress line. */
  label: string;
  sql: string;
}

/** A CASE over buckets of a 0..99 hash: [[upper bound (exclusive), value], ...]. */
export function mix(bucket: string, shares: [number, string][]): string {
  const arms = shares.map(([upper, value]) => `WHEN ${bucket} < ${upper} THEN '${value}'`).join(' ');
  return `(CASE ${arms} END)`;
}

const later = (ts: string, days: number) => `least(${ts} + interval '${days} days', localtimestamp)`;

/**
 * Approval columns for a two-step document (offer, invoice, contract) in status `st`, created at
 * `created`: finance approves a day later, the IT director a day after that; half of the rejections
 * come from the IT director after finance approved, the rest from finance directly.
 */
export function decisions(shape: TenantShape, st: string, created: string, ordinal: string, final: string) {
  const u = shape.base.User;
  const finance = `${u} + ${FINANCE[0]} + (${ordinal}) % ${FINANCE.length}`;
  const it = `${u + IT}`;
  const financeDone = `(${st} IN ('approved_finance', '${final}') OR (${st} = 'rejected' AND (${ordinal}) % 2 = 0))`;
  const itDone = `(${st} IN ('approved_it', '${final}'))`;
  const rejected = `(${st} = 'rejected')`;
  return {
    columns:
      '"approvedByFinanceId", "approvedByFinanceAt", "approvedByItId", "approvedByItAt", ' +
      '"rejectedById", "rejectedAt", "rejectedReason", version',
    values: [
      `CASE WHEN ${financeDone} THEN ${finance} END`,
      `CASE WHEN ${financeDone} THEN ${later(created, 1)} END`,
      `CASE WHEN ${itDone} THEN ${it} END`,
      `CASE WHEN ${itDone} THEN ${later(created, 2)} END`,
      `CASE WHEN ${rejected} THEN (CASE WHEN (${ordinal}) % 2 = 0 THEN ${it} ELSE ${finance} END) END`,
      `CASE WHEN ${rejected} THEN ${later(created, 3)} END`,
      `CASE WHEN ${rejected} THEN 'Price above budget' END`,
      `(${financeDone})::int + (${itDone})::int + (${rejected})::int`,
    ].join(', '),
    /** When the document reached its final approved state (the IT step). */
    finalAt: later(created, 2),
  };
}
