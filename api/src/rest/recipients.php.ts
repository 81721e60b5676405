import { addOfferRecipient, deleteOfferRecipient, updateOfferRecipient } from '../modules/offers/recipients.service.ts';
import { assertAllowed } from '../context.ts';
import { idParam, json, type RestEndpoint } from './adapter.ts';
import { pick, targetId } from './legacy.ts';
import { legacyRecipient } from './offers.php.ts';

/** Offer recipients: server-side names offer_id, cost_center, amount_share (camelCase accepted too). */
export const recipientsEndpoint: RestEndpoint = {
  // The permission first: legacyRecipient looks cost centers up by code before the service runs.
  async POST(req, ctx) {
    assertAllowed(ctx, 'offer.manageRecipients');
    const offerId = idParam(pick(req.body, 'offer_id', 'offerId'), 'offer_id');
    const created = await addOfferRecipient(ctx, offerId, await legacyRecipient(ctx, req.body));
    return json({ success: true, id: created.id }, 201);
  },
  async PUT(req, ctx) {
    assertAllowed(ctx, 'offer.manageRecipients');
    const id = targetId(req);
    await updateOfferRecipient(ctx, id, await legacyRecipient(ctx, req.body));
    return json({ success: true, id });
  },
  async DELETE(req, ctx) {
    const id = targetId(req);
    await deleteOfferRecipient(ctx, id);
    return json({ success: true });
  },
};
