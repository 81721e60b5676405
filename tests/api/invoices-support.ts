// Factories and helpers shared by the finance API tests (invoices, payments, contracts, recurring).
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { Prisma } from '../../api/src/db/client.ts';
import { appForFile, loginAll, type RoleKey, type TestApp, type Tokens } from '../setup/test-app.ts';
import { decisionMutation, inputMutation } from './decision-mutations.ts';
import { userIdsByRole } from './offers-support.ts';

export const gid = (type: string, id: number) => encodeGlobalID(type, String(id));

export interface TenantIds {
  tenantId: number;
  supplierId: number;
  otherSupplierId: number;
  productIds: number[];
  users: Record<RoleKey, number>;
}

export async function tenantIds(prisma: Prisma, shortName: string): Promise<TenantIds> {
  const tenant = await prisma.tenant.findUniqueOrThrow({ where: { shortName } });
  const suppliers = await prisma.supplier.findMany({ where: { tenantId: tenant.id }, orderBy: { id: 'asc' } });
  const products = await prisma.product.findMany({ where: { tenantId: tenant.id }, orderBy: { id: 'asc' } });
  const users = await prisma.user.findMany({ where: { tenantId: tenant.id } });
  return {
    tenantId: tenant.id,
    supplierId: suppliers[0]!.id,
    otherSupplierId: suppliers[1]!.id,
    productIds: products.map((p) => p.id),
    users: userIdsByRole(users),
  };
}

let counter = 0;

/** An approved offer with the given lines and a purchase order for it in `status` (default received). */
export async function createOrder(
  prisma: Prisma,
  ids: TenantIds,
  lines: { unitPrice: string; quantity: number }[],
  status: 'pending' | 'sent' | 'received' | 'completed' = 'received',
): Promise<{ orderId: number; lineIds: number[] }> {
  counter += 1;
  const offer = await prisma.offer.create({
    data: {
      tenantId: ids.tenantId,
      title: `Test offer ${counter}`,
      date: new Date(Date.UTC(2025, 0, 10)),
      supplierId: ids.supplierId,
      totalAmount: '0',
      status: 'approved',
      createdById: ids.users.procurement,
    },
  });
  const created = await prisma.offerLine.createManyAndReturn({
    data: lines.map((line, position) => ({
      tenantId: ids.tenantId,
      offerId: offer.id,
      productId: ids.productIds[position % ids.productIds.length]!,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      position,
    })),
  });
  const order = await prisma.order.create({
    data: {
      tenantId: ids.tenantId,
      offerId: offer.id,
      orderNumber: `ORD-TEST-${process.pid}-${counter}`,
      date: new Date(Date.UTC(2025, 0, 12)),
      status,
      supplierId: ids.supplierId,
      totalAmount: '0',
      createdById: ids.users.procurement,
    },
  });
  return { orderId: order.id, lineIds: created.sort((a, b) => a.position - b.position).map((l) => l.id) };
}

/** Who may create an invoice, by role: finance and admin, not procurement nor the IT director. */
export const INVOICE_CREATORS: readonly (readonly [RoleKey, boolean])[] = [
  ['finance', true],
  ['admin', true],
  ['procurement', false],
  ['it', false],
];

export interface FinanceApp {
  t: TestApp;
  tokens: Tokens;
  ids: TenantIds;
}

/**
 * The app for one test file (top-level await; closed after the file) on the seeded demo data, every
 * acme role signed in and its ids looked up.
 */
export async function financeAppForFile(): Promise<FinanceApp> {
  const t = await appForFile();
  return { t, tokens: await loginAll(t), ids: await tenantIds(t.app.database.platform, 'acme') };
}

/** The typed-error union of a mutation result: the error's message, or null on success. */
export function mutationError(data: Record<string, any> | null, field: string): string | null {
  const result = data?.[field];
  return result && result.__typename !== `Mutation${field[0]!.toUpperCase()}${field.slice(1)}Success`
    ? result.message
    : null;
}

export const FROM_ORDER = inputMutation(
  'createInvoiceFromOrder',
  `invoice { id rowId totalAmount vatAmount netAmount dueDate status
    lines { quantity unitPrice vatPercentage netAmount vatAmount } }`,
);

export const APPROVE = decisionMutation('approve', 'Invoice', 'status approvedByFinance approvedByIT orderStatus');

export const REJECT = decisionMutation('reject', 'Invoice', 'status rejectedReason');

export function fromOrderInput(orderId: number, overrides: Record<string, unknown> = {}) {
  return {
    orderId: String(orderId),
    companyName: 'Tecno Servizi S.r.l.',
    invoiceNumber: `FT-T-${orderId}`,
    invoiceDate: '2025-03-01',
    ...overrides,
  };
}
