import type { Prisma } from '../../../api/src/db/client.ts';

/**
 * What the crash-safety writer has left in the database: the ids of its offers ('Crash …') and
 * invoices ('CRASH-…'), and those that are half-written: an offer without lines or whose total is
 * not its lines plus documents, an invoice without lines or whose net, VAT or total is not the sum
 * of its lines.
 */
export interface Inventory {
  offers: number[];
  invoices: number[];
  badOffers: number[];
  badInvoices: number[];
}

export async function inventory(prisma: Prisma): Promise<Inventory> {
  const offers = await prisma.$queryRaw<{ id: number; ok: boolean }[]>`
    SELECT o."id",
           (SELECT count(*) FROM "OfferLine" l WHERE l."offerId" = o."id") > 0
           AND o."totalAmount" =
             (SELECT coalesce(sum(l."quantity" * l."unitPrice"), 0) FROM "OfferLine" l WHERE l."offerId" = o."id")
           + (SELECT coalesce(sum(d."price"), 0) FROM "OfferDocument" d WHERE d."offerId" = o."id") AS "ok"
    FROM "Offer" o WHERE o."title" LIKE 'Crash %' ORDER BY o."id"`;
  const invoices = await prisma.$queryRaw<{ id: number; ok: boolean }[]>`
    SELECT i."id",
           count(l."id") > 0
           AND i."netAmount" = coalesce(sum(l."netAmount"), 0)
           AND i."vatAmount" = coalesce(sum(l."vatAmount"), 0)
           AND i."totalAmount" = coalesce(sum(l."netAmount" + l."vatAmount"), 0) AS "ok"
    FROM "Invoice" i LEFT JOIN "InvoiceLine" l ON l."invoiceId" = i."id"
    WHERE i."invoiceNumber" LIKE 'CRASH-%' GROUP BY i."id" ORDER BY i."id"`;
  return {
    offers: offers.map((o) => o.id),
    invoices: invoices.map((i) => i.id),
    badOffers: offers.filter((o) => !o.ok).map((o) => o.id),
    badInvoices: invoices.filter((i) => !i.ok).map((i) => i.id),
  };
}
