// One tenant's purchasing: offers (3 product lines, 2 recipients, every tenth with a priced PDF)
// in every approval state over the last three years, and orders in every state for most approved
// offers. Offer totals are the sum of the lines plus the document, as the server computes them.
import {
  CITIES,
  documentPrice,
  h,
  hasDocument,
  lineProduct,
  lineQuantity,
  NAMES,
  PROCUREMENT,
  productPrice,
  words,
  type TenantShape,
} from './model.ts';
import { decisions, mix, type Step } from './workflow.ts';

/** Offer ordinal i (1..N) is dated so that higher ordinals are newer, the newest today. */
export const offerDate = (s: TenantShape, i: string) =>
  `(current_date - ((${s.offers} - (${i}))::bigint * 1095 / ${s.offers})::int)`;
export const offerCreated = (s: TenantShape, i: string) =>
  `least(${offerDate(s, i)} + interval '9 hours' + ((${i}) % 480) * interval '1 minute', localtimestamp)`;
const creator = (s: TenantShape, i: string) =>
  `${s.base.User + PROCUREMENT[0]!} + (${i}) % ${PROCUREMENT.length}`;

function offerTotal(s: TenantShape, i: string): string {
  const lines = [0, 1, 2].map(
    (k) => `${productPrice(lineProduct(i, k, s.products), s.ordinal)} * ${lineQuantity(i, k)}`,
  );
  return `(${lines.join(' + ')} + CASE WHEN ${hasDocument(i)} THEN ${documentPrice(i)} ELSE 0 END)::numeric(14, 2)`;
}

/** 50% approved, 12% rejected, 8% awaiting IT, 6% awaiting finance, 24% pending. */
export const OFFER_MIX: [number, string][] = [
  [50, 'approved'],
  [62, 'rejected'],
  [70, 'approved_finance'],
  [76, 'approved_it'],
  [100, 'pending'],
];

export function purchasingSteps(s: TenantShape): Step[] {
  const { base: b, tenantId: t, offers: n } = s;
  const offer = decisions(s, 'g.st', 'g.cts', 'g.i', 'approved');
  const offerRange = `BETWEEN ${b.Offer + 1} AND ${b.Offer + n}`;
  return [
    {
      label: 'offers',
      sql: `INSERT INTO "Offer" (id, "tenantId", title, date, "supplierId", "totalAmount", status, notes, "createdById",
                                 ${offer.columns}, "approvedDate", "createdAt", "updatedAt")
            SELECT ${b.Offer} + g.i, ${t},
                   'Offer ' || g.i || ': ' || (ARRAY['laptops', 'monitors', 'licences', 'chairs', 'printers',
                     'network switches', 'consulting days', 'training'])[1 + ${h('g.i', 1, 8)}],
                   ${offerDate(s, 'g.i')}, ${b.Supplier} + 1 + ${h('g.i', 2, s.suppliers)}, ${offerTotal(s, 'g.i')},
                   g.st::"OfferStatus", CASE WHEN g.i % 7 = 0 THEN 'Urgent: needed before month end' END,
                   ${creator(s, 'g.i')}, ${offer.values},
                   CASE WHEN g.st = 'approved' THEN ${offer.finalAt} END,
                   g.cts, least(g.cts + interval '3 days', localtimestamp)
            FROM (SELECT i, ${offerCreated(s, 'i')} AS cts, ${mix(h('i', 0, 100), OFFER_MIX)} AS st
                  FROM generate_series(1, ${n}) i) g`,
    },
    {
      label: 'offer lines',
      sql: `INSERT INTO "OfferLine" (id, "tenantId", "offerId", "productId", quantity, "unitPrice", position)
            SELECT ${b.OfferLine} + (i - 1) * 3 + k + 1, ${t}, ${b.Offer} + i, ${b.Product} + x.p,
                   ${lineQuantity('i', 'k')}, ${productPrice('x.p', s.ordinal)}, k
            FROM generate_series(1, ${n}) i CROSS JOIN generate_series(0, 2) k
            CROSS JOIN LATERAL (SELECT ${lineProduct('i', 'k', s.products)} AS p) x`,
    },
    {
      label: 'recipients',
      sql: `INSERT INTO "OfferRecipient" (id, "tenantId", "offerId", name, "costCenterId", location, city, "amountShare")
            SELECT ${b.OfferRecipient} + (i - 1) * 2 + r + 1, ${t}, ${b.Offer} + i,
                   (${words(NAMES)})[1 + ${h('i * 2 + r', 40, NAMES.length)}],
                   ${b.CostCenter} + 1 + ${h('i * 2 + r', 41, s.costCenters)},
                   CASE r WHEN 0 THEN 'Sede centrale' ELSE 'Filiale' END,
                   (${words(CITIES)})[1 + ${h('i * 2 + r', 42, CITIES.length)}],
                   (CASE r WHEN 0 THEN (ARRAY[50, 60, 70, 40])[1 + i % 4] ELSE (ARRAY[50, 40, 30, 35])[1 + i % 4] END)::numeric(5, 2)
            FROM generate_series(1, ${n}) i CROSS JOIN generate_series(0, 1) r`,
    },
    {
      label: 'offer documents',
      sql: `INSERT INTO "OfferDocument" (id, "tenantId", "offerId", "fileName", "storageKey", "fileSize", price,
                                         "uploadDate", "uploadedById")
            SELECT ${b.OfferDocument} + i / 10, ${t}, ${b.Offer} + i, 'preventivo-' || i || '.pdf',
                   'offers/' || md5('${t}-' || i)::uuid || '.pdf', 20000 + i % 50000, ${documentPrice('i')},
                   ${offerCreated(s, 'i')}, ${creator(s, 'i')}
            FROM generate_series(10, ${n}, 10) i`,
    },
    {
      // 85% of the approved offers have an order: 15% pending, 20% sent, 25% received, 40% completed.
      label: 'orders',
      sql: `INSERT INTO "Order" (id, "tenantId", "offerId", "orderNumber", date, status, "supplierId", "totalAmount",
                                 "estimatedDeliveryDate", "actualDeliveryDate", "createdById", version,
                                 "createdAt", "updatedAt")
            SELECT ${b.Order} + x.i, ${t}, x.id, 'ORD-' || to_char(x.od, 'YYYY') || '-' || lpad(x.i::text, 5, '0'),
                   x.od, x.st::"OrderStatus", x."supplierId", x."totalAmount", x.od + 14,
                   CASE WHEN x.st IN ('received', 'completed') THEN least(x.od + 10, current_date) END,
                   x."createdById", array_position(ARRAY['pending', 'sent', 'received', 'completed'], x.st) - 1,
                   least(x.od + interval '11 hours', localtimestamp), least(x.od + interval '11 days', localtimestamp)
            FROM (SELECT o.id, o."supplierId", o."totalAmount", o."createdById", o.id - ${b.Offer} AS i,
                         least(o.date + 2, current_date) AS od,
                         ${mix(h(`o.id - ${b.Offer}`, 4, 100), [
                           [15, 'pending'],
                           [35, 'sent'],
                           [60, 'received'],
                           [100, 'completed'],
                         ])} AS st
                  FROM "Offer" o
                  WHERE o.id ${offerRange} AND o.status = 'approved' AND ${h(`o.id - ${b.Offer}`, 3, 100)} < 85) x`,
    },
  ];
}
