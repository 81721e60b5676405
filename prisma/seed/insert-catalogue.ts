// A customer tenant, its four accounts and its master data (products, suppliers, cost centers).
// Bulk inserts with RETURNING keep the seed to a handful of statements per table.
import type { UserKey, TenantDemo } from './types.ts';
import { isValidPartitaIva, money, type Calendar } from './calc.ts';
import { isValidIban } from '../../api/src/shared/bank-account.ts';
import { byColumn, type SeededUser, type TenantRefs, type Tx } from './refs.ts';

export async function insertCatalogue(
  tx: Tx,
  demo: TenantDemo,
  cal: Calendar,
  passwordHashes: Map<string, string>,
): Promise<TenantRefs> {
  for (const vat of [demo.tenant.vatNumber, ...demo.suppliers.map((s) => s.vatNumber)]) {
    if (!isValidPartitaIva(vat)) throw new Error(`Demo data: ${vat} is not a valid partita IVA`);
  }
  for (const iban of [demo.tenant.iban, ...demo.suppliers.map((s) => s.iban)]) {
    if (iban !== undefined && !isValidIban(iban)) throw new Error(`Demo data: ${iban} is not a valid IBAN`);
  }
  const tenant = await tx.tenant.create({ data: { ...demo.tenant, createdAt: cal.at(-365, 9) } });
  const tenantId = tenant.id;

  const userRows = await tx.user.createManyAndReturn({
    data: demo.users.map((u) => ({
      tenantId,
      email: u.email,
      passwordHash: hashFor(passwordHashes, u.email),
      firstName: u.firstName,
      lastName: u.lastName,
      role: u.role,
      createdAt: cal.at(-365, 9),
    })),
  });
  const usersByKey = byColumn(
    userRows,
    demo.users,
    (r) => r.email,
    (u) => u.email,
  );
  const users = {} as Record<UserKey, SeededUser>;
  for (const [seed, row] of usersByKey) users[seed.key] = { id: row.id, email: row.email };
  for (const key of ['admin', 'procurement', 'finance', 'it'] as const) {
    if (!users[key]) throw new Error(`Demo data: tenant ${demo.tenant.shortName} has no ${key} user`);
  }

  const productRows = await tx.product.createManyAndReturn({
    data: demo.products.map((p) => ({
      tenantId,
      name: p.name,
      description: p.description,
      price: money(p.price),
      category: p.category,
      createdAt: cal.at(-300, 9),
    })),
  });
  const products = new Map(
    [
      ...byColumn(
        productRows,
        demo.products,
        (r) => r.name,
        (p) => p.name,
      ),
    ].map(([p, r]) => [p.key, { id: r.id, name: r.name, price: money(p.price) }]),
  );

  const supplierRows = await tx.supplier.createManyAndReturn({
    data: demo.suppliers.map((s) => ({
      tenantId,
      name: s.name,
      businessName: s.businessName,
      address: s.address,
      vatNumber: s.vatNumber,
      iban: s.iban ?? null,
      bic: s.bic ?? null,
      createdAt: cal.at(-300, 9),
    })),
  });
  const suppliers = new Map(
    [
      ...byColumn(
        supplierRows,
        demo.suppliers,
        (r) => r.vatNumber,
        (s) => s.vatNumber,
      ),
    ].map(([s, r]) => [s.key, { id: r.id, businessName: r.businessName }]),
  );

  // Finance keeps the chart of cost centers (spec: only finance and admin edit them).
  const costCenterRows = await tx.costCenter.createManyAndReturn({
    data: demo.costCenters.map((c) => ({
      tenantId,
      code: c.code,
      description: c.description,
      createdById: users.finance.id,
      createdAt: cal.at(-300, 9),
    })),
  });
  const costCenters = new Map(costCenterRows.map((r) => [r.code, r.id]));

  return {
    tx,
    cal,
    tenantId,
    users,
    products,
    suppliers,
    costCenters,
    offers: new Map(),
    orders: new Map(),
    contracts: new Map(),
    invoices: new Map(),
    audit: [],
  };
}

function hashFor(passwordHashes: Map<string, string>, email: string): string {
  const hash = passwordHashes.get(email);
  if (!hash) throw new Error(`Seed: no password hash prepared for ${email}`);
  return hash;
}
