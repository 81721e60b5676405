// One small query interface over both drivers, so the generator and the load driver work the same
// against a PostgreSQL server (pg) and an embedded PGlite data directory.
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

export interface Sql {
  query<R = Record<string, unknown>>(text: string, params?: unknown[]): Promise<R[]>;
  /** Runs several statements separated by semicolons, without parameters. */
  exec(text: string): Promise<void>;
  /** Runs one statement without parameters and returns the number of rows it wrote. */
  run(text: string): Promise<number>;
}

export function pgSql(client: pg.Client | pg.Pool): Sql {
  return {
    async query<R>(text: string, params: unknown[] = []) {
      const result = await client.query(text, params);
      return result.rows as R[];
    },
    async exec(text: string) {
      await client.query(text);
    },
    async run(text: string) {
      return (await client.query(text)).rowCount ?? 0;
    },
  };
}

export function pgliteSql(db: PGlite): Sql {
  return {
    async query<R>(text: string, params: unknown[] = []) {
      const result = await db.query<R>(text, params);
      return result.rows;
    },
    async exec(text: string) {
      await db.exec(text);
    },
    async run(text: string) {
      return (await db.query(text)).affectedRows ?? 0;
    },
  };
}
