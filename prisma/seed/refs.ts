// What the inserters share while seeding one tenant: the ids behind the data's readable keys,
// and the audit entries collected on the way (written in one statement at the end).
import type { Prisma } from '../../api/src/generated/prisma/client.ts';
import type { Calendar, Decimal } from './calc.ts';
import type { UserKey } from './types.ts';

export type Tx = Prisma.TransactionClient;

export interface SeededUser {
  id: number;
  email: string;
}

export interface SeededOffer {
  id: number;
  supplierId: number;
  totalAmount: Decimal;
  lines: { productId: number; description: string; quantity: number; unitPrice: Decimal }[];
}

export interface SeededOrder {
  id: number;
  supplierId: number;
  offerKey: string;
}

export interface TenantRefs {
  tx: Tx;
  cal: Calendar;
  tenantId: number;
  users: Record<UserKey, SeededUser>;
  products: Map<string, { id: number; name: string; price: Decimal }>;
  suppliers: Map<string, { id: number; businessName: string }>;
  costCenters: Map<string, number>;
  offers: Map<string, SeededOffer>;
  orders: Map<string, SeededOrder>;
  contracts: Map<string, number>;
  invoices: Map<string, { id: number; totalAmount: Decimal }>;
  audit: Prisma.AuditLogCreateManyInput[];
}

/** Looks a key up, failing loudly on a typo in the demo data rather than seeding half a tenant. */
export function need<V>(map: Map<string, V>, key: string, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Demo data: unknown ${what} '${key}'`);
  return value;
}

/** Maps rows returned by createManyAndReturn back to the data's keys through a unique column. */
export function byColumn<Row, Item>(
  rows: Row[],
  items: Item[],
  rowValue: (row: Row) => string,
  itemValue: (item: Item) => string,
): Map<Item, Row> {
  const index = new Map(rows.map((row) => [rowValue(row), row]));
  if (index.size !== rows.length || new Set(items.map(itemValue)).size !== items.length) {
    throw new Error('Demo data: the column used to match inserted rows is not unique');
  }
  return new Map(
    items.map((item) => {
      const row = index.get(itemValue(item));
      if (!row) throw new Error(`Seed: no row returned for '${itemValue(item)}'`);
      return [item, row];
    }),
  );
}

export function audit(
  refs: TenantRefs,
  actor: SeededUser | null,
  entityType: string,
  entityId: number,
  action: string,
  createdAt: Date,
  changes: Prisma.InputJsonObject = {},
): void {
  refs.audit.push({
    tenantId: refs.tenantId,
    actorId: actor?.id ?? null,
    actorEmail: actor?.email ?? null,
    entityType,
    entityId,
    action,
    changes: { ...changes, seeded: true },
    createdAt,
  });
}
