import { daySql, legacyJsonReads, moneySql, objectSql } from '../../shared/legacy-json.ts';
import { BASE_PATH_SQL, offerDocumentsSql, offerLinesSql, withBasePath } from '../offers/offers.legacy-json.ts';
import { ORDER_MESSAGES } from './orders.rules.ts';
import { orderWhere } from './orders.service.ts';

/** The legacy order (spec heading 3): supplier by name, items are the offer's products and documents. */
const ORDER_SQL = `
  SELECT r.id, ${objectSql({
    id: 'r.id',
    offerId: 'r."offerId"',
    offerTitle: 'o.title',
    orderNumber: 'r."orderNumber"',
    date: daySql('r.date'),
    status: 'r.status',
    supplier: 's.name',
    supplierId: 'r."supplierId"',
    totalAmount: moneySql('r."totalAmount"'),
    estimatedDeliveryDate: daySql('r."estimatedDeliveryDate"'),
    actualDeliveryDate: daySql('r."actualDeliveryDate"'),
    hasInvoice: 'EXISTS (SELECT 1 FROM "Invoice" i WHERE i."tenantId" = r."tenantId" AND i."orderId" = r.id)',
    products: offerLinesSql('o'),
    documents: offerDocumentsSql('o', BASE_PATH_SQL),
  })} AS doc
  FROM "Order" r
  JOIN "Offer" o ON o."tenantId" = r."tenantId" AND o.id = r."offerId"
  JOIN "Supplier" s ON s."tenantId" = r."tenantId" AND s.id = r."supplierId"
  WHERE r.id IN (SELECT id FROM page)`;

/** The legacy list (newest first, optionally a page) and detail of orders. */
export const ordersJson = legacyJsonReads({
  view: 'order.view',
  notFound: ORDER_MESSAGES.notFound,
  where: orderWhere,
  model: 'Order',
  orderBy: { id: 'desc' },
  shape: withBasePath(ORDER_SQL),
});
