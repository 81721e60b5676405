// One tenant's master data: users of every role, suppliers, products, cost centers and contracts.
import {
  ADMIN,
  CATEGORIES,
  CITIES,
  emailDomain,
  h,
  partitaIva,
  PROCUREMENT,
  productPrice,
  USERS,
  words,
  type TenantShape,
} from './model.ts';
import { decisions, mix, type Step } from './workflow.ts';

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;
/** Master data exists from about three years ago, before the first generated offer. */
const SINCE = `(localtimestamp - interval '1100 days')`;

export function catalogueSteps(s: TenantShape, passwordHash: string): Step[] {
  const { base: b, tenantId: t, ordinal: q } = s;
  const users = USERS.map(
    (u, k) =>
      `(${b.User + k + 1}, ${t}, ${quote(`${u.local}@${emailDomain(q)}`)}, ${quote(passwordHash)}, ` +
      `${quote(u.first)}, ${quote(u.last)}, '${u.role}', ${SINCE}, ${SINCE})`,
  );
  const vats = words(Array.from({ length: s.suppliers }, (_, i) => partitaIva(i + 1)));
  const contract = decisions(s, 'g.st', 'g.cts', 'g.c', 'approved');
  return [
    {
      label: 'users',
      sql: `INSERT INTO "User" (id, "tenantId", email, "passwordHash", "firstName", "lastName", role, "createdAt", "updatedAt")
            VALUES ${users.join(', ')}`,
    },
    {
      label: 'suppliers',
      sql: `INSERT INTO "Supplier" (id, "tenantId", name, "businessName", address, "vatNumber", "createdAt", "updatedAt")
            SELECT ${b.Supplier} + n, ${t}, 'Supplier ' || lpad(n::text, 3, '0'),
                   'Fornitore ' || lpad(n::text, 3, '0') || ' S.r.l.',
                   'Via Roma ' || n || ', ' || (${words(CITIES)})[1 + n % ${CITIES.length}],
                   (${vats})[n], ${SINCE}, ${SINCE}
            FROM generate_series(1, ${s.suppliers}) n`,
    },
    {
      label: 'products',
      sql: `INSERT INTO "Product" (id, "tenantId", name, description, price, category, "createdAt", "updatedAt")
            SELECT ${b.Product} + n, ${t}, c.category || ' item ' || lpad(n::text, 4, '0'),
                   'Catalogue item ' || n, ${productPrice('n', q)}, c.category, ${SINCE}, ${SINCE}
            FROM generate_series(1, ${s.products}) n
            CROSS JOIN LATERAL (SELECT (${words(CATEGORIES)})[1 + n % ${CATEGORIES.length}] AS category) c`,
    },
    {
      label: 'cost centers',
      sql: `INSERT INTO "CostCenter" (id, "tenantId", code, description, "createdById", "createdAt", "updatedAt")
            SELECT ${b.CostCenter} + n, ${t}, 'CC-' || lpad(n::text, 3, '0'), 'Cost center ' || n,
                   ${b.User + ADMIN}, ${SINCE}, ${SINCE}
            FROM generate_series(1, ${s.costCenters}) n`,
    },
    {
      // Issue 18: a budget per cost center for last year and this year (ids from the sequence), large
      // enough that the benchmarked finance approvals pass their budget check (which still runs whole).
      label: 'budgets',
      sql: `INSERT INTO "Budget" ("tenantId", "costCenterId", year, amount, "createdById", "createdAt", "updatedAt")
            SELECT ${t}, ${b.CostCenter} + n, y, 50000000 + n * 1000000, ${b.User + ADMIN}, ${SINCE}, ${SINCE}
            FROM generate_series(1, ${s.costCenters}) n,
                 generate_series(extract(year FROM current_date)::int - 1, extract(year FROM current_date)::int) y`,
    },
    {
      label: 'contracts',
      sql: `INSERT INTO "Contract" (id, "tenantId", "contractName", "supplierId", "contractType", "expiryDate",
                                    "renewalType", "signingDate", status, "createdById", ${contract.columns},
                                    "createdAt", "updatedAt")
            SELECT ${b.Contract} + g.c, ${t}, 'Contract ' || g.c, ${b.Supplier} + 1 + g.c % ${s.suppliers},
                   (ARRAY['Maintenance', 'Licence', 'Consulting', 'Rental'])[1 + g.c % 4],
                   current_date + (${h('g.c', 60, 900)} - 300),
                   (CASE WHEN g.c % 3 = 0 THEN 'da_firmare' ELSE 'tacito' END)::"RenewalType",
                   CASE WHEN g.st = 'approved' THEN (g.cts + interval '3 days')::date END,
                   g.st::"ContractStatus", ${b.User + PROCUREMENT[0]!}, ${contract.values},
                   g.cts, g.cts
            FROM (SELECT c, localtimestamp - (30 + ${h('c', 61, 1000)}) * interval '1 day' AS cts,
                         ${mix(h('c', 62, 100), [
                           [60, 'approved'],
                           [70, 'rejected'],
                           [80, 'approved_finance'],
                           [85, 'approved_it'],
                           [100, 'pending'],
                         ])} AS st
                  FROM generate_series(1, ${s.contracts}) c) g`,
    },
  ];
}
