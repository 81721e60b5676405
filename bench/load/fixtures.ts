// What the load needs from the database, prepared before the server starts (PGlite allows one
// process at a time): a finance session per tenant, inserted directly because a real sign-in costs
// ~0.3 s of scrypt each, and fresh mutation targets spread over all tenants.
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { acquireDataDirLock } from '../../api/src/db/data-dir-lock.ts';
import { pgliteSql, pgSql, type Sql } from '../data/sql.ts';

export interface Fixtures {
  runId: string;
  /** Finance tokens of every tenant; read operations rotate through them. */
  tokens: string[];
  /** The tenant of each token (same index): the PostGraphile peer is told the tenant, not a session. */
  tenantIds: number[];
  cursor: number;
  tokenOf(tenantId: number): string;
  pendingOffers: { id: number; tenantId: number }[];
  receivedOrders: { id: number; tenantId: number; supplierId: number }[];
  /**
   * Every tenant's finance manager, for the sign-in row: one account signed in over and over from one
   * address meets the sign-in throttle (one attempt checked at a time per account, the rest queued or
   * refused), which is a refusal measured, not a sign-in; real sign-ins are many accounts.
   */
  logins: { tenant: string; email: string; password: string }[];
  tenantCount: number;
  /** Token hashes of the sessions created here, deleted again by cleanup(). */
  sessionHashes: string[];
}

/** Opens the dataset with pg (server) or PGlite (data dir, locked like the server does). */
export async function withDatabase<T>(
  db: { url?: string; dataDir?: string },
  fn: (sql: Sql) => Promise<T>,
): Promise<T> {
  if (db.url) {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      return await fn(pgSql(client));
    } finally {
      await client.end();
    }
  }
  const release = acquireDataDirLock(db.dataDir!);
  const lite = new PGlite(path.join(db.dataDir!, 'pglite'));
  try {
    return await fn(pgliteSql(lite));
  } finally {
    await lite.close();
    release();
  }
}

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export async function prepareFixtures(sql: Sql, targets: number): Promise<Fixtures> {
  const users = await sql.query<{ id: number; tenantId: number; email: string; shortName: string }>(
    `SELECT u.id, u."tenantId", u.email, t."shortName" FROM "User" u JOIN "Tenant" t ON t.id = u."tenantId"
     WHERE u.role = 'finance' AND u."archivedAt" IS NULL AND t."archivedAt" IS NULL
       AND u.id = (SELECT min(id) FROM "User" x WHERE x."tenantId" = u."tenantId" AND x.role = 'finance')
     ORDER BY t.id`,
  );
  if (users.length === 0) throw new Error('No finance user in the database: run npm run bench:data first');
  const byTenant = new Map<number, string>();
  const hashes: string[] = [];
  for (const user of users) {
    const token = randomBytes(32).toString('base64url');
    byTenant.set(user.tenantId, token);
    hashes.push(hash(token));
    await sql.query(
      `INSERT INTO "Session" ("tenantId", "userId", "tokenHash", "expiresAt", ip)
       VALUES ($1, $2, $3, now() + interval '6 hours', '127.0.0.1')`,
      [user.tenantId, user.id, hash(token)],
    );
  }
  // An array literal: PGlite and pg both take it as one text parameter.
  const tenantList = `{${[...byTenant.keys()].join(',')}}`;
  // Random order spreads the mutations over tenants; only tenants with a finance session qualify.
  const pendingOffers = await sql.query<{ id: number; tenantId: number }>(
    `SELECT id, "tenantId" FROM "Offer" WHERE status = 'pending' AND "tenantId" = ANY($1::text::int[]) ORDER BY random() LIMIT $2`,
    [tenantList, targets],
  );
  const receivedOrders = await sql.query<{ id: number; tenantId: number; supplierId: number }>(
    `SELECT o.id, o."tenantId", o."supplierId" FROM "Order" o
     WHERE o.status = 'received' AND o."tenantId" = ANY($1::text::int[])
       AND NOT EXISTS (SELECT 1 FROM "Invoice" i WHERE i."tenantId" = o."tenantId" AND i."orderId" = o.id)
     ORDER BY random() LIMIT $2`,
    [tenantList, targets],
  );
  return {
    runId: Date.now().toString(36),
    tokens: [...byTenant.values()],
    tenantIds: [...byTenant.keys()],
    cursor: 0,
    tokenOf: (tenantId) => byTenant.get(tenantId)!,
    pendingOffers,
    receivedOrders,
    logins: users.map((u) => ({
      tenant: u.shortName,
      email: u.email,
      password: process.env.BENCH_PASSWORD ?? 'demo1234',
    })),
    tenantCount: users.length,
    sessionHashes: hashes,
  };
}

export async function cleanupFixtures(sql: Sql, f: Fixtures): Promise<void> {
  await sql.query(`DELETE FROM "Session" WHERE "tokenHash" = ANY($1::text::text[])`, [
    `{${f.sessionHashes.join(',')}}`,
  ]);
}
