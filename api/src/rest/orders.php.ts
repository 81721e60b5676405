import { ValidationError } from '../errors.ts';
import type { OrderStatus } from '../generated/prisma/enums.ts';
import { ORDER_STATUSES } from '../modules/orders/orders.rules.ts';
import { advanceOrder, createOrder, type OrderFilter } from '../modules/orders/orders.service.ts';
import { ordersJson } from '../modules/orders/orders.legacy-json.ts';
import { orderExport } from '../modules/exports/document-exports.ts';
import { exportIfAsked } from './export.ts';
import { orderPdf } from '../modules/orders/order-pdf.service.ts';
import { file, idParam, json, jsonText, type RestEndpoint } from './adapter.ts';
import { pageOf, pick, targetId } from './legacy.ts';

function statusOf(value: string | null): OrderStatus | null {
  const text = value?.trim().toLowerCase();
  if (!text || text === 'all') return null;
  if (!(ORDER_STATUSES as readonly string[]).includes(text))
    throw new ValidationError(`status: unknown value ${text.slice(0, 30)}`, 'status');
  return text as OrderStatus;
}

export const ordersEndpoint: RestEndpoint = {
  async GET(req, ctx) {
    if (req.query.get('pdf') === '1') {
      const pdf = await orderPdf(ctx, idParam(req.query.get('id')));
      return file(pdf.content, pdf.fileName);
    }
    const filter = (): OrderFilter => ({ search: req.query.get('search'), status: statusOf(req.query.get('status')) });
    const exported = exportIfAsked(req.query, ctx, orderExport, filter);
    if (exported) return exported;
    if (req.query.has('id')) return json(await ordersJson.get(ctx, idParam(req.query.get('id'))));
    return jsonText(await ordersJson.list(ctx, filter(), pageOf(req.query)));
  },

  /** offer_id, order_number, estimated_delivery_date; supplier and total_amount come from the offer, not the client. */
  async POST(req, ctx) {
    const offerId = pick(req.body, 'offer_id', 'offerId');
    const created = await createOrder(ctx, {
      offerId: offerId === undefined ? null : idParam(offerId, 'offer_id'),
      orderNumber: pick(req.body, 'order_number', 'orderNumber'),
      estimatedDeliveryDate: pick(req.body, 'estimated_delivery_date', 'estimatedDeliveryDate'),
    });
    return json({ success: true, id: created.id }, 201);
  },

  /** { id, status } (optional actual_delivery_date when received): the next step of pending -> sent -> received. */
  async PUT(req, ctx) {
    const id = targetId(req);
    const requested = statusOf(typeof req.body.status === 'string' ? req.body.status : null);
    if (!requested) throw new ValidationError('status: required (sent or received)', 'status');
    const result = await advanceOrder(ctx, id, requested, pick(req.body, 'actual_delivery_date', 'actualDeliveryDate'));
    return json({ success: true, id, status: result.status });
  },
};
