import type { Context } from '../../context.ts';
import { daySql, legacyJson, legacyJsonRow, moneySql, type LegacyShape } from '../../shared/legacy-json.ts';
import { filteredList, rowById, type LegacyPage } from '../../shared/reads.ts';
import { offerDocumentsSql, offerLinesSql } from '../offers/offers.legacy-json.ts';
import { ORDER_MESSAGES } from './orders.rules.ts';
import { orderWhere } from './orders.service.ts';

/** The legacy order (spec heading 3): supplier by name, items are the offer's products and documents. */
function orderShape(ctx: Context): LegacyShape {
  return {
    params: [ctx.app.config.basePath],
    sql: `
      SELECT r.id, json_build_object(
        'id', r.id,
        'offerId', r."offerId",
        'offerTitle', o.title,
        'orderNumber', r."orderNumber",
        'date', ${daySql('r.date')},
        'status', r.status,
        'supplier', s.name,
        'supplierId', r."supplierId",
        'totalAmount', ${moneySql('r."totalAmount"')},
        'estimatedDeliveryDate', ${daySql('r."estimatedDeliveryDate"')},
        'actualDeliveryDate', ${daySql('r."actualDeliveryDate"')},
        'hasInvoice', EXISTS (SELECT 1 FROM "Invoice" i WHERE i."tenantId" = r."tenantId" AND i."orderId" = r.id),
        'products', ${offerLinesSql('o')},
        'documents', ${offerDocumentsSql('o', '$2')}
      ) AS doc
      FROM "Order" r
      JOIN "Offer" o ON o."tenantId" = r."tenantId" AND o.id = r."offerId"
      JOIN "Supplier" s ON s."tenantId" = r."tenantId" AND s.id = r."supplierId"
      WHERE r.id = ANY($1::int[])`,
  };
}

/** The legacy list as JSON text: newest first (optionally a page). */
export const listOrdersJson = filteredList('order.view', orderWhere, (ctx, where, page?: LegacyPage) =>
  legacyJson(
    ctx,
    (tx) => tx.order.findMany({ where, select: { id: true }, orderBy: { id: 'desc' }, ...page }),
    orderShape(ctx),
  ),
);

/** One order in the legacy shape (the order's not-found message when it is not in the viewer's tenant). */
export const getOrderJson = rowById('order.view', ORDER_MESSAGES.notFound, (ctx, where) =>
  legacyJsonRow(ctx, (tx) => tx.order.findMany({ where, select: { id: true } }), orderShape(ctx)),
);
