// Issue 7's data generator (npm run bench:data), small: it must build tenants with data in every
// workflow state, show its progress bar, pass its own bulk verification (foreign keys, money rules)
// and leave accounts that sign in with the demo password. The 1M-offer run and its timing are a
// benchmark (docs/performance.md); this checks that the generator still works, on this pass's
// database kind (a PGlite data directory, or a fresh database on the PostgreSQL server).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../api/src/auth/password.ts';
import { openDatabase } from '../../api/src/db/client.ts';
import { DEMO_PASSWORD } from '../../prisma/seed/demo-data.ts';
import { testDatabaseKind } from '../setup/database.ts';

const onServer = testDatabaseKind === 'postgres';
const server = process.env.TEST_DATABASE_URL ?? '';
const url = onServer ? Object.assign(new URL(server), { pathname: `/bench_smoke_${process.pid}` }).toString() : null;
const dataDir = onServer ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'purchaser-bench-data-'));

afterAll(async () => {
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  if (!url) return;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${new URL(url).pathname.slice(1)}" WITH (FORCE)`);
  await admin.end();
});

describe('npm run bench:data (2 tenants x 60 offers)', () => {
  it('fills every workflow state, verifies itself and leaves accounts that sign in', async () => {
    const target = url ? ['--database-url', url] : ['--data-dir', dataDir!];
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'bench/data/generate.ts', '--tenants', '2', '--offers', '60', ...target, '--reset'],
      { encoding: 'utf8', timeout: 120_000 },
    );
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('100.0%');
    expect(run.stdout).toContain('verify: consistent');

    const database = await openDatabase(url ? { databaseUrl: url } : { dataDir: dataDir! });
    try {
      const rows = <T>(sql: string) => database.platform.$queryRawUnsafe<T[]>(sql);
      const states = async (table: string) =>
        (await rows<{ status: string }>(`SELECT DISTINCT status::text AS status FROM "${table}" ORDER BY 1`)).map(
          (r) => r.status,
        );
      expect(await rows(`SELECT id FROM "Tenant" WHERE "shortName" LIKE 'bench-%'`)).toHaveLength(2);
      expect(await states('Offer')).toEqual(['approved', 'approved_finance', 'approved_it', 'pending', 'rejected']);
      expect(await states('Order')).toEqual(expect.arrayContaining(['completed', 'received']));
      expect(await states('Invoice')).toEqual(expect.arrayContaining(['fully_approved']));
      expect((await states('Payment')).length).toBeGreaterThan(1);
      // 60 offers per tenant, each with 3 product lines and 2 recipients.
      const [shape] = await rows<{ offers: number; lines: number; recipients: number }>(
        `SELECT (SELECT count(*) FROM "Offer")::int AS offers, (SELECT count(*) FROM "OfferLine")::int AS lines,
                (SELECT count(*) FROM "OfferRecipient")::int AS recipients`,
      );
      expect(shape).toEqual({ offers: 120, lines: 360, recipients: 240 });
      const [user] = await rows<{ passwordHash: string }>(
        `SELECT u."passwordHash" FROM "User" u JOIN "Tenant" t ON t.id = u."tenantId" AND t."shortName" = 'bench-001'
          WHERE u.email = 'finance1@bench-001.test'`,
      );
      expect(await verifyPassword(DEMO_PASSWORD, user!.passwordHash)).toBe(true);
    } finally {
      await database.close();
    }
  }, 180_000);
});
