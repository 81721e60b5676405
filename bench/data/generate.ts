// npm run bench:data -- --tenants 100 --offers 10000 --database-url postgres://postgres@127.0.0.1:5432/bench_1m
// npm run bench:data -- --tenants 2 --offers 1000 --data-dir tmp/bench-pglite     (PGlite, a DATA_DIR)
// Options: --reset (drop the database / PGlite files first), --no-verify, --no-vacuum.
// Fills a database with N tenants of generated data in every workflow state (see model.ts,
// catalogue.ts, purchasing.ts, billing.ts): set-based INSERT ... SELECT generate_series statements,
// one transaction per tenant, with explicit id ranges so references are computed, not looked up.
// Every account's password is the demo password (one shared scrypt hash, as the demo seed does).
import { hashPassword } from '../../api/src/auth/password.ts';
import { DEMO_PASSWORD } from '../../prisma/seed/demo-data.ts';
import { formatDuration, intArg, parseArgs, stringArg } from '../args.ts';
import { billingSteps } from './billing.ts';
import { catalogueSteps } from './catalogue.ts';
import { openTarget } from './database.ts';
import { ID_TABLES, idSpan, sizes, tenantShortName, type IdTable, type TenantShape } from './model.ts';
import { progressBar } from './progress.ts';
import { purchasingSteps } from './purchasing.ts';
import type { Sql } from './sql.ts';
import { verifyDataset } from './verify.ts';

const args = parseArgs();
const tenants = intArg(args, 'tenants', 2);
const offers = intArg(args, 'offers', 1000);
const url = stringArg(args, 'database-url');
const dataDir = stringArg(args, 'data-dir');
if (!url === !dataDir) throw new Error('Give exactly one of --database-url (PostgreSQL) or --data-dir (PGlite)');
if (tenants < 1 || offers < 10) throw new Error('Need at least 1 tenant and 10 offers per tenant');

const started = performance.now();
const target = await openTarget({ url, dataDir, reset: args.has('reset') });
const { sql } = target;
try {
  await sql.exec(`SET TIME ZONE 'UTC'`); // Prisma stores timestamps without time zone as UTC
  await sql.exec('SET synchronous_commit = off');
  const [{ existing } = { existing: '0' }] = await sql.query<{ existing: string }>(
    `SELECT count(*) AS existing FROM "Tenant" WHERE "shortName" LIKE 'bench-%'`,
  );
  if (Number(existing) > 0) throw new Error(`The database already has ${existing} bench tenants: add --reset`);
  // Foreign keys are triggers: off during the load (superusers only), checked in bulk by verify.ts.
  const [{ rolsuper } = { rolsuper: false }] = await sql.query<{ rolsuper: boolean }>(
    'SELECT rolsuper FROM pg_roles WHERE rolname = current_user',
  );
  if (rolsuper) await sql.exec(`SET session_replication_role = replica`);
  else console.warn('Not a superuser: foreign keys are checked row by row (slower)');

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await ensurePlatformTenant(sql, passwordHash);
  const shape = { offers, ...sizes(offers) };
  const span = idSpan(shape);
  const start = await maxIds(sql);
  const perTenant = Object.values(span).reduce((a, b) => a + b, 0);
  // Roughly what one tenant writes (ids are reserved more generously than they are used), plus the audit.
  const progress = progressBar(tenants * Math.round(perTenant * 0.6 + offers * 1.85));
  console.log(
    `${tenants} tenants x ${offers.toLocaleString('en')} offers (${shape.suppliers} suppliers, ${shape.products} products, ` +
      `${shape.costCenters} cost centers, ${shape.contracts} contracts per tenant) into ${target.kind}`,
  );

  for (let k = 0; k < tenants; k += 1) {
    const ordinal = k + 1;
    const [tenant] = await sql.query<{ id: number }>(
      `INSERT INTO "Tenant" ("shortName", "fullName", "contactName", "contactSurname", "contactPhone", "contactEmail",
                             address, "vatNumber", "createdAt", "updatedAt")
       VALUES ($1, $2, 'Anna', 'Admin', '+39 02 0000 ${String(ordinal).padStart(4, '0')}', $3, 'Via Milano 1, Milano',
               NULL, localtimestamp - interval '1100 days', localtimestamp) RETURNING id`,
      [tenantShortName(ordinal), `Bench Company ${ordinal} S.p.A.`, `admin@${tenantShortName(ordinal)}.test`],
    );
    const base = Object.fromEntries(ID_TABLES.map((t) => [t, start[t] + k * span[t]])) as Record<IdTable, number>;
    const tenantShape: TenantShape = { ...shape, ordinal, tenantId: tenant!.id, base };
    await sql.exec('BEGIN');
    try {
      for (const step of [
        ...catalogueSteps(tenantShape, passwordHash),
        ...purchasingSteps(tenantShape),
        ...billingSteps(tenantShape),
      ]) {
        const rows = await sql.run(step.sql).catch((error: Error) => {
          throw new Error(`${step.label} of tenant ${ordinal}: ${error.message}`, { cause: error });
        });
        progress.add(rows, `tenant ${ordinal}/${tenants}: ${step.label}`);
      }
      await sql.exec('COMMIT');
    } catch (error) {
      await sql.exec('ROLLBACK');
      throw error;
    }
  }
  progress.done();
  await sql.exec('SET session_replication_role = DEFAULT');
  await resetSequences(sql);

  if (!args.has('no-vacuum')) {
    const t0 = performance.now();
    await sql.exec('VACUUM (ANALYZE)'); // visibility map and statistics, as a database in service has them
    console.log(`vacuum analyze: ${formatDuration(performance.now() - t0)}`);
  }
  if (!args.has('no-verify')) {
    const t0 = performance.now();
    const failures = await verifyDataset(sql, (line) => console.log(`verify: ${line}`));
    for (const failure of failures) console.error(`verify FAILED: ${failure}`);
    if (failures.length > 0) process.exitCode = 1;
    else console.log(`verify: consistent (${formatDuration(performance.now() - t0)})`);
  }
  console.log(`${progress.rows.toLocaleString('en')} rows in ${formatDuration(performance.now() - started)}`);
} finally {
  await target.close();
}

async function maxIds(db: Sql): Promise<Record<IdTable, number>> {
  const selects = ID_TABLES.map((t) => `(SELECT coalesce(max(id), 0) FROM "${t}") AS "${t}"`).join(', ');
  const [row] = await db.query<Record<IdTable, number>>(`SELECT ${selects}`);
  return row!;
}

/** Ids were given explicitly: move every serial sequence past the largest id. */
async function resetSequences(db: Sql): Promise<void> {
  const tables = await db.query<{ table: string; seq: string; column: string }>(
    `SELECT t.relname AS table, s.oid::regclass::text AS seq, a.attname AS column
     FROM pg_class s JOIN pg_depend d ON d.objid = s.oid AND d.deptype = 'a'
     JOIN pg_class t ON t.oid = d.refobjid JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = d.refobjsubid
     JOIN pg_namespace n ON n.oid = t.relnamespace
     WHERE s.relkind = 'S' AND n.nspname = 'public'`,
  );
  for (const { table, seq, column } of tables) {
    await db.exec(`SELECT setval('${seq}', greatest((SELECT max("${column}") FROM "${table}"), 1))`);
  }
}

/** The platform tenant and its principal administrator, as a real deployment has them. */
async function ensurePlatformTenant(db: Sql, passwordHash: string): Promise<void> {
  const email = (process.env.SUPER_ADMIN_EMAIL ?? 'superadmin@admin.test').trim().toLowerCase();
  const [platform] = await db.query<{ id: number }>(`SELECT id FROM "Tenant" WHERE "shortName" = 'admin'`);
  if (platform) return;
  const [created] = await db.query<{ id: number }>(
    `INSERT INTO "Tenant" ("shortName", "fullName", "createdAt", "updatedAt")
     VALUES ('admin', 'Platform administration', localtimestamp, localtimestamp) RETURNING id`,
  );
  await db.query(
    `INSERT INTO "User" ("tenantId", email, "passwordHash", "firstName", "lastName", role, "createdAt", "updatedAt")
     VALUES ($1, $2, $3, 'Super', 'Admin', 'admin', localtimestamp, localtimestamp)`,
    [created!.id, email, passwordHash],
  );
}
