// The spec's sample data set, seeded into an empty database on first start (SEED_DEMO) and by
// `npm run db:reset`. The data lives in demo-*.ts; the inserters in insert-*.ts.
import type { App } from '../../api/src/context.ts';
import type { Database } from '../../api/src/db/client.ts';
import type { Storage } from '../../api/src/shared/storage.ts';
import { hashPassword } from '../../api/src/auth/password.ts';
import { calendar } from './calc.ts';
import { customerTenants, DEMO_PASSWORD, platformTenant, superAdmin } from './demo-data.ts';
import { insertCatalogue } from './insert-catalogue.ts';
import { insertOffers, insertOrders } from './insert-purchasing.ts';
import { insertContracts, insertInvoices, insertPayments } from './insert-billing.ts';
import { insertEInvoices } from './insert-einvoices.ts';
import type { Tx } from './refs.ts';

export { DEMO_PASSWORD } from './demo-data.ts';

export interface SeedOptions {
  superAdminEmail: string;
  /** Where the demo offer documents' PDFs are written; without it they have keys but no files. */
  storage?: Storage;
}

/** Seeding takes about a second; the margin covers slow disks and a second starter waiting on the lock. */
const TX_OPTIONS = { timeout: 120_000, maxWait: 30_000 };

/**
 * Seeds the demo data when the database has no tenant yet; returns whether it did. Safe when
 * several servers start together on one PostgreSQL: the seed is one transaction that first takes
 * an advisory lock (key 4242, used for nothing else) and re-checks emptiness under it, so the
 * others wait, then find the tenants and do nothing.
 */
export async function seedIfEmpty(app: App): Promise<boolean> {
  const prisma = app.database.platform;
  // A plain start of a seeded database stops here, without paying for password hashing.
  if ((await prisma.tenant.count()) > 0) return false;
  // scrypt is slow on purpose: hash before the transaction so it holds no lock meanwhile.
  const hashes = await hashDemoPasswords(app.config.superAdminEmail);
  return prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(4242)`;
    if ((await tx.tenant.count()) > 0) return false;
    await insertDemo(tx, app.config.superAdminEmail, hashes, app.storage);
    return true;
  }, TX_OPTIONS);
}

/**
 * Inserts the demo data unconditionally (into an empty database: the unique keys refuse a second
 * run). Given a client it runs in its own transaction; given a transaction it joins it.
 */
export async function seedDemo(db: Database['prisma'] | Tx, options: SeedOptions): Promise<void> {
  const hashes = await hashDemoPasswords(options.superAdminEmail);
  if ('$transaction' in db) {
    await db.$transaction((tx) => insertDemo(tx, options.superAdminEmail, hashes, options.storage), TX_OPTIONS);
  } else {
    await insertDemo(db, options.superAdminEmail, hashes, options.storage);
  }
}

/**
 * One scrypt hash of the demo password, shared by the demo accounts: their password is public
 * anyway, and one hash instead of nine keeps every test file's seed ~3 s faster on two cores.
 * Real accounts (created through the API) always get their own salt.
 */
async function hashDemoPasswords(superAdminEmail: string): Promise<Map<string, string>> {
  const emails = [
    ...new Set([normalise(superAdminEmail), ...customerTenants.flatMap((t) => t.users.map((u) => u.email))]),
  ];
  const hash = await hashPassword(DEMO_PASSWORD);
  return new Map(emails.map((email) => [email, hash]));
}

function normalise(email: string): string {
  return email.trim().toLowerCase();
}

async function insertDemo(
  tx: Tx,
  superAdminEmail: string,
  hashes: Map<string, string>,
  storage?: Storage,
): Promise<void> {
  const cal = calendar();
  const platform = await tx.tenant.create({ data: { ...platformTenant, createdAt: cal.at(-400, 9) } });
  const admin = superAdmin(normalise(superAdminEmail));
  const passwordHash = hashes.get(admin.email);
  if (!passwordHash) throw new Error('Seed: the super admin password was not hashed');
  await tx.user.create({
    data: {
      tenantId: platform.id,
      email: admin.email,
      passwordHash,
      firstName: admin.firstName,
      lastName: admin.lastName,
      role: admin.role,
      createdAt: cal.at(-400, 9),
    },
  });

  for (const demo of customerTenants) {
    const refs = await insertCatalogue(tx, demo, cal, hashes);
    await insertOffers(refs, demo.offers, storage);
    await insertOrders(refs, demo.orders, demo.offers);
    await insertContracts(refs, demo.contracts);
    await insertInvoices(refs, demo.invoices, demo.orders);
    await insertPayments(refs, demo.payments, demo.invoices);
    await insertEInvoices(refs, demo.tenant, storage);
    // In time order, so the history reads the same by id as by date.
    const time = (entry: (typeof refs.audit)[number]) => new Date(entry.createdAt ?? 0).getTime();
    const entries = refs.audit.sort((a, b) => time(a) - time(b));
    await tx.auditLog.createMany({ data: entries });
  }
}
