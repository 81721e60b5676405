// Factories and helpers shared by the procurement API tests (offers, recipients, orders, dashboard).
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { Prisma } from '../../api/src/db/client.ts';
import type { OfferStatus } from '../../api/src/generated/prisma/enums.ts';
import type { RoleKey, TestApp } from '../setup/test-app.ts';
import { decisionMutation } from './decision-mutations.ts';

export const gid = (type: string, id: number) => encodeGlobalID(type, String(id));

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

export interface Fixture {
  tenantId: number;
  supplierIds: number[];
  products: { id: number; price: string }[];
  costCenterIds: number[];
  users: Record<RoleKey, number>;
}

export async function fixture(prisma: Prisma, shortName = 'acme'): Promise<Fixture> {
  const tenant = await prisma.tenant.findUniqueOrThrow({ where: { shortName } });
  const where = { tenantId: tenant.id, archivedAt: null };
  const [suppliers, products, centers, users] = await Promise.all([
    prisma.supplier.findMany({ where, orderBy: { id: 'asc' } }),
    prisma.product.findMany({ where, orderBy: { id: 'asc' } }),
    prisma.costCenter.findMany({ where, orderBy: { id: 'asc' } }),
    prisma.user.findMany({ where: { tenantId: tenant.id } }),
  ]);
  return {
    tenantId: tenant.id,
    supplierIds: suppliers.map((s) => s.id),
    products: products.map((p) => ({ id: p.id, price: p.price.toFixed(2) })),
    costCenterIds: centers.map((c) => c.id),
    users: userIdsByRole(users),
  };
}

/** The demo tenant's one user per role, by the tests' role keys. */
/** The fields of a supplier a test names; the business name defaults to "<name> S.r.l.", the address to Via Roma 1. */
export interface SupplierSeed {
  name: string;
  vatNumber: string;
  businessName?: string;
  address?: string;
  iban?: string;
}

/** A supplier of the tenant, written straight to the database (test setup, no API rules). */
export function seedSupplier(prisma: Prisma, tenantId: number, fields: SupplierSeed) {
  return prisma.supplier.create({
    data: { tenantId, businessName: `${fields.name} S.r.l.`, address: 'Via Roma 1', ...fields },
  });
}

export function userIdsByRole(users: { id: number; role: string }[]): Record<RoleKey, number> {
  const byRole = (role: string) => users.find((u) => u.role === role)!.id;
  return {
    procurement: byRole('procurement'),
    finance: byRole('finance'),
    it: byRole('it_director'),
    admin: byRole('admin'),
  };
}

let counter = 0;

/** An offer straight in the database, in any state (with one product line). */
export async function seedOffer(
  prisma: Prisma,
  f: Fixture,
  status: OfferStatus = 'pending',
  extra: { approvedByFinanceId?: number; approvedByItId?: number } = {},
): Promise<number> {
  counter += 1;
  const product = f.products[0]!;
  const offer = await prisma.offer.create({
    data: {
      tenantId: f.tenantId,
      title: `Fixture offer ${process.pid}-${counter}`,
      date: new Date(Date.UTC(2025, 0, 10)),
      supplierId: f.supplierIds[0]!,
      totalAmount: product.price,
      status,
      createdById: f.users.procurement,
      ...(status === 'approved' ? { approvedByFinanceId: f.users.finance, approvedByItId: f.users.it } : {}),
      ...(status === 'approved_finance' ? { approvedByFinanceId: f.users.finance } : {}),
      ...(status === 'approved_it' ? { approvedByItId: f.users.it } : {}),
      ...(status === 'rejected' ? { rejectedById: f.users.finance, rejectedReason: 'Troppo caro' } : {}),
      ...extra,
    },
  });
  await prisma.offerLine.create({
    data: { tenantId: f.tenantId, offerId: offer.id, productId: product.id, quantity: 1, unitPrice: product.price },
  });
  return offer.id;
}

/** The typed-error union of a mutation result: the error's message, or null on success. */
export function errorOf(data: Record<string, any> | null | undefined, field: string): string | null {
  const result = data?.[field];
  if (!result) return 'no result';
  return result.__typename.startsWith('Mutation') ? null : result.message;
}

/** A GraphQL multipart request with one file at `path` (e.g. variables.input.file). */
export async function gqlUpload(
  t: TestApp,
  token: string | null,
  query: string,
  variables: Record<string, unknown>,
  path: string,
  content: Buffer,
  name = 'offerta.pdf',
): Promise<any> {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables }));
  form.append('map', JSON.stringify({ 0: [path] }));
  form.append('0', new Blob([new Uint8Array(content)], { type: 'application/pdf' }), name);
  const res = await fetch(`${t.baseUrl}/graphql`, {
    method: 'POST',
    body: form,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'graphql-require-preflight': '1' },
  });
  return { status: res.status, ...((await res.json()) as object) };
}

/** POST /api/offers.php?upload=1 with file, offer_id and price. */
export async function restUpload(
  t: TestApp,
  token: string | null,
  fields: { offerId?: number | string; price?: string; content?: Buffer; name?: string },
) {
  const form = new FormData();
  if (fields.content) {
    form.append(
      'file',
      new Blob([new Uint8Array(fields.content)], { type: 'application/pdf' }),
      fields.name ?? 'doc.pdf',
    );
  }
  if (fields.offerId !== undefined) form.append('offer_id', String(fields.offerId));
  if (fields.price !== undefined) form.append('price', fields.price);
  const res = await fetch(`${t.baseUrl}/api/offers.php?upload=1`, {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.status, body: (await res.json()) as any };
}

export const OFFER_FIELDS = /* GraphQL */ `
  id rowId title status totalAmount supplierName notes approvedByFinance approvedByIT approvedByFinanceName
  approvedByITName rejectedReason approvalStep canReject canManageRecipients canUploadDocument canCreateOrder
  recipientShareTotal
  lines { productRowId name quantity unitPrice lineTotal }
  recipients { id rowId name costCenterCode location city amountShare notes }
  documents { id rowId fileName fileSize price downloadUrl }
`;

export const CREATE_OFFER = /* GraphQL */ `
  mutation ($input: CreateOfferInput!) {
    createOffer(input: $input) {
      __typename
      ... on Error { message code field }
      ... on MutationCreateOfferSuccess { data { offer { ${OFFER_FIELDS} } } }
    }
  }
`;

export const APPROVE_OFFER = decisionMutation('approve', 'Offer', 'status approvedByFinance approvedByIT approvalStep');

export const REJECT_OFFER = decisionMutation('reject', 'Offer', 'status rejectedReason canReject approvalStep');
