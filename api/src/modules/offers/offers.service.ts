import { assertAllowed, tenantFilter, type Viewer, type Context } from '../../context.ts';
import { committedOffersWhere, type BudgetRef } from '../budgets/budget-documents.ts';
import { inTenantTx } from '../../db/tenant-scope.ts';
import { ValidationError } from '../../errors.ts';
import type { OfferStatus } from '../../generated/prisma/enums.ts';
import { filteredList, rowById, type LegacyPage } from '../../shared/reads.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { Decimal, parseDate } from '../../shared/scalars.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { optionalText, requiredText, searchAny } from '../common/master-data.ts';
import {
  attachDocument,
  discardDocument,
  checkDocument,
  type DocumentUpload,
  type StoredDocument,
} from '../documents/documents.service.ts';
import { today } from '../../shared/calendar.ts';
import {
  assertSharesFit,
  parseLines,
  parseRecipients,
  stripNul,
  type OfferLineInput,
  type RecipientInput,
} from './offer-input.ts';
import { OFFER_MESSAGES } from './offers.rules.ts';
import { personNameSelect } from '../../shared/names.ts';

export interface CreateOfferInput {
  title: unknown;
  /** YYYY-MM-DD; today when absent. */
  date?: unknown;
  supplierId: number | null;
  notes?: unknown;
  lines?: OfferLineInput[] | null;
  recipients?: RecipientInput[] | null;
  /** One PDF with its price may come with the offer (GraphQL multipart carries one file per request). */
  document?: DocumentUpload | null;
}

export interface OfferFilter {
  search?: string | null;
  status?: OfferStatus | null;
  /** Only approved offers that have no order yet: the order-creation picker. */
  orderable?: boolean | null;
  /** Issue 18: the offers behind a budget's committed figure (the budget screen's click-through). */
  committedTo?: BudgetRef | null;
}

export function offerWhere(viewer: Viewer, filter: OfferFilter): Prisma.OfferWhereInput {
  // NUL cannot be stored in PostgreSQL text: a search for it finds nothing rather than failing.
  const term = filter.search?.replaceAll('\u0000', '').trim().slice(0, 100);
  return {
    ...tenantFilter(viewer),
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.orderable ? { status: 'approved', order: { is: null } } : {}),
    ...(term ? { OR: [searchAny(['title'], term), { supplier: searchAny(['name', 'businessName'], term) }] } : {}),
    ...(filter.committedTo ? { AND: [committedOffersWhere(filter.committedTo)] } : {}),
  };
}

/**
 * Creates an offer with its lines, recipients and optionally one document, in one transaction.
 * Unit prices are the products' prices now; the total is computed here, never taken from the client.
 */
export async function createOffer(ctx: Context, input: CreateOfferInput): Promise<{ id: number }> {
  const viewer = assertAllowed(ctx, 'offer.create');
  const title = requiredText(stripNul(input.title), OFFER_MESSAGES.titleRequired, 'title');
  if (!input.supplierId) throw new ValidationError(OFFER_MESSAGES.supplierRequired, 'supplierId');
  const lines = parseLines(input.lines);
  if (lines.length === 0 && !input.document) throw new ValidationError(OFFER_MESSAGES.contentRequired, 'products');
  const recipients = parseRecipients(input.recipients);
  assertSharesFit(recipients.map((r) => r.amountShare));
  const date = input.date === undefined || input.date === null || input.date === '' ? today() : parseDate(input.date);
  const notes = optionalText(stripNul(input.notes), 'notes') ?? null;
  const supplierId = input.supplierId;

  const stored: StoredDocument | null = input.document ? checkDocument(input.document) : null;
  try {
    return await inTenantTx(ctx.app.database.prisma, viewer.tenantId, async (tx) => {
      const supplier = await tx.supplier.findFirst({
        where: { id: supplierId, tenantId: viewer.tenantId, archivedAt: null },
        select: { id: true },
      });
      if (!supplier) throw new ValidationError(OFFER_MESSAGES.supplierRequired, 'supplierId');
      const productIds = [...new Set(lines.map((l) => l.productId))];
      const products = await tx.product.findMany({
        where: { id: { in: productIds }, tenantId: viewer.tenantId, archivedAt: null },
        select: { id: true, price: true },
      });
      const priceOf = new Map(products.map((p) => [p.id, p.price]));
      if (priceOf.size !== productIds.length) throw new ValidationError(OFFER_MESSAGES.productRequired, 'productId');
      const centerIds = [...new Set(recipients.map((r) => r.costCenterId))];
      const centers = await tx.costCenter.count({
        where: { id: { in: centerIds }, tenantId: viewer.tenantId, archivedAt: null },
      });
      if (centers !== centerIds.length) throw new ValidationError(OFFER_MESSAGES.costCenter, 'costCenterId');

      const priced = lines.map((line, position) => ({ ...line, position, unitPrice: priceOf.get(line.productId)! }));
      const total = priced.reduce((sum, l) => sum.plus(l.unitPrice.mul(l.quantity)), new Decimal(0));
      const offer = await tx.offer.create({
        data: {
          tenantId: viewer.tenantId,
          title,
          date,
          supplierId,
          notes,
          totalAmount: total,
          createdById: viewer.userId,
        },
      });
      await tx.offerLine.createMany({
        data: priced.map((l) => ({ ...l, tenantId: viewer.tenantId, offerId: offer.id })),
      });
      await tx.offerRecipient.createMany({
        data: recipients.map((r) => ({ ...r, tenantId: viewer.tenantId, offerId: offer.id })),
      });
      await recordAudit(tx, ctx, {
        entityType: 'Offer',
        entityId: offer.id,
        action: 'create',
        changes: {
          status: [null, 'pending'],
          title,
          totalAmount: total.toFixed(2),
          lines: priced.length,
          recipients: recipients.length,
        },
      });
      if (stored) await attachDocument(tx, ctx, viewer, offer.id, stored);
      return { id: offer.id };
    });
  } catch (error) {
    await discardDocument(ctx, stored);
    throw error;
  }
}

/** What the legacy REST shapes need of an offer, in one query with its lists. */
export const offerInclude = {
  supplier: { select: { name: true } },
  createdBy: personNameSelect,
  approvedByFinance: personNameSelect,
  approvedByIt: personNameSelect,
  lines: { orderBy: { position: 'asc' }, include: { product: { select: { name: true, description: true } } } },
  recipients: { orderBy: { id: 'asc' }, include: { costCenter: { select: { code: true } } } },
  documents: { orderBy: { id: 'asc' } },
  order: { select: { id: true } },
} satisfies Prisma.OfferInclude;

export const getOffer = rowById('offer.view', OFFER_MESSAGES.notFound, (ctx, where) =>
  ctx.db.offer.findFirst({ where, include: offerInclude }),
);

/** The legacy list: every offer of the tenant matching the filter, newest first (optionally a page of it). */
export const listOffers = filteredList('offer.view', offerWhere, (ctx, where, page?: LegacyPage) =>
  ctx.db.offer.findMany({ where, include: offerInclude, orderBy: { id: 'desc' }, ...page }),
);
