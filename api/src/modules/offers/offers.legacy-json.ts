import type { Context } from '../../context.ts';
import {
  arraySql,
  daySql,
  instantSql,
  legacyJsonReads,
  moneySql,
  objectSql,
  type LegacyShape,
} from '../../shared/legacy-json.ts';
import { fullNameSql } from '../../shared/names.ts';
import { OFFER_MESSAGES } from './offers.rules.ts';
import { offerWhere } from './offers.service.ts';

/** The offer's products in the legacy shape (the offer and its order show them), by position. */
export const offerLinesSql = (offer: string) =>
  arraySql(`
    SELECT json_agg(${objectSql({
      productId: 'l."productId"',
      quantity: 'l.quantity',
      unitPrice: moneySql('l."unitPrice"'),
      name: 'p.name',
      description: 'p.description',
    })} ORDER BY l.position, l.id)
    FROM "OfferLine" l
    JOIN "Product" p ON p."tenantId" = l."tenantId" AND p.id = l."productId"
    WHERE l."tenantId" = ${offer}."tenantId" AND l."offerId" = ${offer}.id`);

/** The server's base path in a shape made by withBasePath (below). */
export const BASE_PATH_SQL = `($1::jsonb ->> 'basePath')`;

/**
 * The offer's documents in the legacy shape: never the storage location, the route that serves the
 * file to users of the same tenant, under the base path `basePath` (an SQL expression: the shape's argument).
 */
export const offerDocumentsSql = (offer: string, basePath: string) =>
  arraySql(`
    SELECT json_agg(${objectSql({
      id: 'd.id',
      offerId: 'd."offerId"',
      fileName: 'd."fileName"',
      filePath: `${basePath} || '/api/offers.php?download=1&id=' || d.id`,
      fileSize: 'd."fileSize"',
      price: moneySql('d.price'),
      uploadDate: instantSql('d."uploadDate"'),
      uploadedBy: 'd."uploadedById"',
    })} ORDER BY d.id)
    FROM "OfferDocument" d
    WHERE d."tenantId" = ${offer}."tenantId" AND d."offerId" = ${offer}.id`);

/** The legacy offer (spec heading 3); recipients carry both the client's and the server's field names. */
const OFFER_SQL = `
  SELECT o.id, ${objectSql({
    id: 'o.id',
    title: 'o.title',
    date: daySql('o.date'),
    supplier: 's.name',
    supplierId: 'o."supplierId"',
    totalAmount: moneySql('o."totalAmount"'),
    status: 'o.status',
    createdBy: 'o."createdById"',
    createdByName: fullNameSql('cb'),
    approvedByFinance: 'o."approvedByFinanceId" IS NOT NULL',
    approvedByIT: 'o."approvedByItId" IS NOT NULL',
    approvedByFinanceName: fullNameSql('fa'),
    approvedByITName: fullNameSql('ia'),
    approvedDate: instantSql('o."approvedDate"'),
    rejectedReason: 'o."rejectedReason"',
    notes: 'o.notes',
    hasOrder: 'EXISTS (SELECT 1 FROM "Order" r WHERE r."tenantId" = o."tenantId" AND r."offerId" = o.id)',
    products: offerLinesSql('o'),
    recipients: arraySql(`
      SELECT json_agg(${objectSql({
        id: 'r.id',
        offerId: 'r."offerId"',
        offer_id: 'r."offerId"',
        name: 'r.name',
        costCenter: 'cc.code',
        cost_center: 'cc.code',
        costCenterId: 'r."costCenterId"',
        location: 'r.location',
        city: 'r.city',
        amountShare: moneySql('r."amountShare"'),
        amount_share: moneySql('r."amountShare"'),
        notes: 'r.notes',
      })} ORDER BY r.id)
      FROM "OfferRecipient" r
      JOIN "CostCenter" cc ON cc."tenantId" = r."tenantId" AND cc.id = r."costCenterId"
      WHERE r."tenantId" = o."tenantId" AND r."offerId" = o.id`),
    documents: offerDocumentsSql('o', BASE_PATH_SQL),
  })} AS doc
  FROM "Offer" o
  JOIN "Supplier" s ON s."tenantId" = o."tenantId" AND s.id = o."supplierId"
  JOIN "User" cb ON cb."tenantId" = o."tenantId" AND cb.id = o."createdById"
  LEFT JOIN "User" fa ON fa."tenantId" = o."tenantId" AND fa.id = o."approvedByFinanceId"
  LEFT JOIN "User" ia ON ia."tenantId" = o."tenantId" AND ia.id = o."approvedByItId"
  WHERE o.id IN (SELECT id FROM page)`;

/** A shape whose one argument is the server's base path (the documents' download routes). */
export const withBasePath =
  (sql: string) =>
  (ctx: Context): LegacyShape => ({ args: { basePath: ctx.app.config.basePath }, sql });

/** The legacy list (every offer of the tenant matching the filter, newest first, optionally a page) and detail. */
export const offersJson = legacyJsonReads({
  view: 'offer.view',
  notFound: OFFER_MESSAGES.notFound,
  where: offerWhere,
  model: 'Offer',
  orderBy: { id: 'desc' },
  shape: withBasePath(OFFER_SQL),
});
