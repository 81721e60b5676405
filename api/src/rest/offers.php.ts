import { assertAllowed, type Context } from '../context.ts';
import { ValidationError } from '../errors.ts';
import { findCostCenterIdByCode } from '../modules/cost-centers/cost-centers.service.ts';
import { downloadOfferDocument, uploadOfferDocument } from '../modules/documents/documents.service.ts';
import { approveOffer, rejectOffer } from '../modules/offers/offer-approval.service.ts';
import type { OfferLineInput, RecipientInput } from '../modules/offers/offer-input.ts';
import { OFFER_MESSAGES } from '../modules/offers/offers.rules.ts';
import { offerApproval } from '../workflows/approval-kinds.ts';
import { createOffer, getOffer, type OfferFilter } from '../modules/offers/offers.service.ts';
import { offersJson } from '../modules/offers/offers.legacy-json.ts';
import { offerExport } from '../modules/exports/document-exports.ts';
import { exportIfAsked } from './export.ts';
import { findSupplierIdByName } from '../modules/suppliers/suppliers.service.ts';
import { file, idParam, json, jsonText, type RestEndpoint, type RestRequest } from './adapter.ts';
import { filterParam, pageOf, pick, statusFilter, targetId } from './legacy.ts';

const optionalIdOf = (value: unknown, field: string) => (value === undefined ? null : idParam(value, field));

/** The legacy client may send a supplier by id or by name; a name is looked up in the viewer's tenant. */
async function supplierRef(ctx: Context, value: unknown): Promise<number | null> {
  if (value === undefined) return null;
  if (typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value.trim())))
    return idParam(String(value).trim(), 'supplier');
  const id = typeof value === 'string' ? await findSupplierIdByName(ctx, value) : null;
  if (id === null) throw new ValidationError(OFFER_MESSAGES.supplierRequired, 'supplier');
  return id;
}

/** A recipient's cost center by id, or by its code (the legacy 'cost_center'). */
export async function costCenterRef(ctx: Context, body: Record<string, unknown>): Promise<number | null> {
  const id = pick(body, 'costCenterId', 'cost_center_id');
  if (id !== undefined) return idParam(id, 'costCenterId');
  const code = pick(body, 'cost_center', 'costCenter');
  if (code === undefined) return null;
  if (typeof code === 'number') return idParam(code, 'costCenterId');
  const centerId = typeof code === 'string' ? await findCostCenterIdByCode(ctx, code) : null;
  if (centerId === null) throw new ValidationError(OFFER_MESSAGES.costCenter, 'cost_center');
  return centerId;
}

export async function legacyRecipient(ctx: Context, body: Record<string, unknown>): Promise<RecipientInput> {
  return {
    name: body.name,
    costCenterId: await costCenterRef(ctx, body),
    location: body.location,
    city: body.city,
    amountShare: pick(body, 'amountShare', 'amount_share'),
    notes: body.notes,
  };
}

function list(value: unknown, field: string): Record<string, unknown>[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'object' || v === null)) {
    throw new ValidationError(`${field}: must be a list of objects`, field);
  }
  return value as Record<string, unknown>[];
}

async function upload(req: RestRequest, ctx: Context) {
  assertAllowed(ctx, 'offer.uploadDocument');
  const entry = req.form?.get('file');
  const blob = entry && typeof entry !== 'string' ? entry : null;
  const offerId = idParam(req.form?.get('offer_id') ?? req.form?.get('offerId'), 'offer_id');
  const result = await uploadOfferDocument(ctx, offerId, {
    content: blob ? new Uint8Array(await blob.arrayBuffer()) : null,
    fileName: blob && 'name' in blob ? (blob as File).name : null,
    price: req.form?.get('price') ?? undefined,
  });
  const offer = await offersJson.get(ctx, offerId);
  return json(
    { success: true, id: result.id, document: (offer.documents as { id: number }[]).find((d) => d.id === result.id) },
    201,
  );
}

export const offersEndpoint: RestEndpoint = {
  async GET(req, ctx) {
    if (req.query.get('download') === '1') {
      const document = await downloadOfferDocument(ctx, idParam(req.query.get('id')));
      return file(document.content, document.fileName);
    }
    const filter = (): OfferFilter => ({
      search: filterParam(req.query, 'search'),
      status: statusFilter(req.query, offerApproval),
    });
    const exported = exportIfAsked(req.query, ctx, offerExport, filter);
    if (exported) return exported;
    if (req.query.has('id')) return json(await offersJson.get(ctx, idParam(req.query.get('id'))));
    return jsonText(await offersJson.list(ctx, filter(), pageOf(req.query)));
  },

  /** Create (the client's totalAmount and unit prices are ignored: the server computes them), or ?upload=1. */
  async POST(req, ctx) {
    if (req.query.get('upload') === '1') return upload(req, ctx);
    // Before the supplier and cost-center lookups below: a role that may not create offers learns nothing from them.
    assertAllowed(ctx, 'offer.create');
    const body = req.body;
    const lines: OfferLineInput[] = list(body.products, 'products').map((p) => ({
      productId: optionalIdOf(pick(p, 'productId', 'product_id', 'id'), 'productId'),
      quantity: p.quantity,
    }));
    const recipients = await Promise.all(list(body.recipients, 'recipients').map((r) => legacyRecipient(ctx, r)));
    const created = await createOffer(ctx, {
      title: body.title,
      date: body.date,
      supplierId: await supplierRef(ctx, pick(body, 'supplierId', 'supplier_id', 'supplier')),
      notes: body.notes,
      lines,
      recipients,
    });
    return json({ success: true, id: created.id }, 201);
  },

  /** { id, action: approve | reject, rejectReason, budgetOverrideReason (approving beyond a budget) }. */
  async PUT(req, ctx) {
    const id = targetId(req);
    const action = typeof req.body.action === 'string' ? req.body.action.toLowerCase() : '';
    if (action === 'approve')
      await approveOffer(ctx, id, pick(req.body, 'budgetOverrideReason', 'budget_override_reason'));
    else if (action === 'reject')
      await rejectOffer(ctx, id, pick(req.body, 'rejectReason', 'rejectedReason', 'reason'));
    else throw new ValidationError('action: use approve or reject', 'action');
    const offer = await getOffer(ctx, id);
    return json({ success: true, id, status: offer.status });
  },
};
