import type pg from 'pg';
import type { Prisma } from './client.ts';

interface DirectReads {
  pool: Pick<pg.Pool, 'query'>;
  /** Prepare the statement once per connection (DATABASE_PREPARED_STATEMENTS, db/client.ts). */
  prepared: boolean;
  /** Counts and logs the statement with those Prisma reports (the statement budgets, db/client.ts). */
  onStatement(sql: string, params: () => string): void;
}

const directReads = new WeakMap<Prisma, DirectReads>();

/**
 * Reads on this client (the per-request ones: tenant reads, the sign-in lookup) go straight to its
 * pg pool, the same connections and role, as the same one statement. Why not through Prisma's client:
 * it keeps every result it returns alive through two young-generation collections, so each read's
 * result was promoted to the old generation, which then filled with garbage between mark-compacts
 * (issue 15, point 5: docs/performance.md, 2026-11-29), and its per-call work costs CPU on every
 * request. Through the pool, invoices.php promotes 2 KB a request instead of 72.
 */
export function readThroughPool(prisma: Prisma, through: DirectReads): void {
  directReads.set(prisma, through);
}

/** A statement that reads rows: its name (prepared once per connection on a server) and its text. */
export interface ReadStatement {
  name: string;
  text: string;
}

/**
 * The rows of one read: through the client's pg pool where it has one (a PostgreSQL server), else
 * through Prisma (PGlite). Rows come as pg parses them: write the statement so that both agree
 * (integers, text, booleans, float8; no timestamps, which pg reads as local time).
 */
export async function readRows<T>(prisma: Prisma, statement: ReadStatement, values: unknown[]): Promise<T[]> {
  const direct = directReads.get(prisma);
  if (!direct) return prisma.$queryRawUnsafe<T[]>(statement.text, ...values);
  direct.onStatement(statement.text, () => JSON.stringify(values));
  const name = direct.prepared ? statement.name : undefined;
  const { rows } = await direct.pool.query<T & pg.QueryResultRow>({ name, text: statement.text, values });
  return rows;
}
