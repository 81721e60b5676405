import type { TxClient } from '../db/tenant-scope.ts';
import { today } from './calendar.ts';

/**
 * The next {prefix}-{year}-{nnnn} of a tenant (PAG-2026-0001, DIST-2026-0001). A transaction-scoped
 * advisory lock (lockClass, tenantId) serialises the allocators of one kind in one tenant, so two
 * writers at once never draw the same number; `last` reads the highest reference with that start.
 */
export async function nextYearlyReference(
  tx: TxClient,
  lockClass: number,
  tenantId: number,
  prefix: string,
  last: (start: string) => Promise<string | null>,
): Promise<string> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${lockClass}::int, ${tenantId}::int)`;
  const start = `${prefix}-${today().getUTCFullYear()}-`; // the year in Italy
  const previous = await last(start);
  const lastNumber = previous ? Number(previous.slice(start.length)) || 0 : 0;
  return `${start}${String(lastNumber + 1).padStart(4, '0')}`;
}
