import { assertAllowed, tenantFilter, type Context, type Viewer } from '../../context.ts';
import { inTenantTx, type TxClient } from '../../db/tenant-scope.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import type { OfferStatus } from '../../generated/prisma/enums.ts';
import { recordAudit, diffFields } from '../audit/audit.service.ts';
import {
  assertSharesFit,
  MAX_RECIPIENTS,
  parseRecipient,
  TOO_MANY_RECIPIENTS,
  type RecipientInput,
} from './offer-input.ts';
import { offerApproval } from '../../workflows/approval-kinds.ts';
import { OFFER_MESSAGES, type OfferPart } from './offers.rules.ts';

export const RECIPIENT_NOT_FOUND = 'Recipient not found';

/**
 * Recipients of an offer that is still open (not approved, not rejected), changed by
 * procurement-capable users only. Each change locks the offer row first (SELECT ... FOR UPDATE),
 * so two concurrent additions cannot both pass the "shares at most 100%" check, and an approval
 * racing with the change waits for it.
 */
async function lockOpenOffer(tx: TxClient, viewer: Viewer, offerId: number): Promise<void> {
  const rows = await tx.$queryRaw<{ status: OfferStatus }[]>`
    SELECT "status" FROM "Offer" WHERE "id" = ${offerId} AND "tenantId" = ${viewer.tenantId} FOR UPDATE`;
  const offer = rows[0];
  if (!offer) throw new NotFoundError(OFFER_MESSAGES.notFound);
  if (!offerApproval.isOpen(offer.status)) throw new ConflictError(OFFER_MESSAGES.closedForRecipients);
}

/**
 * A recipient fits its (locked) offer: an active cost center of the tenant, and its share with the
 * others' (`exceptId`: the one it replaces) at most 100%.
 */
async function assertFits(
  tx: TxClient,
  viewer: Viewer,
  offerId: number,
  recipient: ParsedRecipient,
  exceptId?: number,
) {
  const found = await tx.costCenter.count({
    where: { id: recipient.costCenterId, tenantId: viewer.tenantId, archivedAt: null },
  });
  if (found === 0) throw new ValidationError(OFFER_MESSAGES.costCenter, 'costCenterId');
  const others = await tx.offerRecipient.findMany({
    where: { offerId, tenantId: viewer.tenantId, ...(exceptId ? { NOT: { id: exceptId } } : {}) },
    select: { amountShare: true },
  });
  // A new one may not pass the limit (the offer row is locked, so two additions cannot both fit).
  if (exceptId === undefined && others.length >= MAX_RECIPIENTS) {
    throw new ValidationError(TOO_MANY_RECIPIENTS, 'recipients');
  }
  assertSharesFit([...others.map((o) => o.amountShare), recipient.amountShare]);
}
type ParsedRecipient = ReturnType<typeof parseRecipient>;

export async function addOfferRecipient(ctx: Context, offerId: number, input: RecipientInput): Promise<OfferPart> {
  const viewer = assertAllowed(ctx, 'offer.manageRecipients');
  const recipient = parseRecipient(input);
  return inTenantTx(ctx.app.database.prisma, viewer.tenantId, async (tx) => {
    await lockOpenOffer(tx, viewer, offerId);
    await assertFits(tx, viewer, offerId, recipient);
    const created = await tx.offerRecipient.create({ data: { ...recipient, tenantId: viewer.tenantId, offerId } });
    await recordAudit(tx, ctx, {
      entityType: 'Offer',
      entityId: offerId,
      action: 'recipient:add',
      changes: { recipientId: created.id, name: recipient.name, amountShare: recipient.amountShare.toFixed(2) },
    });
    return { id: created.id, offerId };
  });
}

/** Replaces the recipient's fields (the dialog sends all of them). */
export async function updateOfferRecipient(ctx: Context, id: number, input: RecipientInput): Promise<OfferPart> {
  const viewer = assertAllowed(ctx, 'offer.manageRecipients');
  const recipient = parseRecipient(input);
  const existing = await ctx.db.offerRecipient.findFirst({ where: { id, ...tenantFilter(viewer) } });
  if (!existing) throw new NotFoundError(RECIPIENT_NOT_FOUND);
  return inTenantTx(ctx.app.database.prisma, viewer.tenantId, async (tx) => {
    await lockOpenOffer(tx, viewer, existing.offerId);
    // Re-read under the lock: the row may have been deleted meanwhile.
    const before = await tx.offerRecipient.findFirst({ where: { id, tenantId: viewer.tenantId } });
    if (!before) throw new NotFoundError(RECIPIENT_NOT_FOUND);
    await assertFits(tx, viewer, before.offerId, recipient, id);
    await tx.offerRecipient.update({ where: { id }, data: recipient });
    await recordAudit(tx, ctx, {
      entityType: 'Offer',
      entityId: before.offerId,
      action: 'recipient:update',
      changes: { recipientId: id, ...diffFields(before, recipient) } as never,
    });
    return { id, offerId: before.offerId };
  });
}

export async function deleteOfferRecipient(ctx: Context, id: number): Promise<OfferPart> {
  const viewer = assertAllowed(ctx, 'offer.manageRecipients');
  const existing = await ctx.db.offerRecipient.findFirst({ where: { id, ...tenantFilter(viewer) } });
  if (!existing) throw new NotFoundError(RECIPIENT_NOT_FOUND);
  return inTenantTx(ctx.app.database.prisma, viewer.tenantId, async (tx) => {
    await lockOpenOffer(tx, viewer, existing.offerId);
    const deleted = await tx.offerRecipient.deleteMany({ where: { id, tenantId: viewer.tenantId } });
    if (deleted.count === 0) throw new NotFoundError(RECIPIENT_NOT_FOUND);
    await recordAudit(tx, ctx, {
      entityType: 'Offer',
      entityId: existing.offerId,
      action: 'recipient:delete',
      changes: { recipientId: id, name: [existing.name, null], amountShare: [existing.amountShare.toFixed(2), null] },
    });
    return { id, offerId: existing.offerId };
  });
}
