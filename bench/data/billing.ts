// One tenant's billing: an invoice for every completed order (fully approved) and for half of the
// received ones (pending, partly approved or rejected; the other half stay uninvoiced, the load
// driver's createInvoiceFromOrder targets), contract and recurring invoices, a payment for every
// fully approved invoice, and the audit trail of every created document. Invoice money follows the
// app's rule: net = quantity x unit price per line, VAT rounded per line, totals are the line sums.
import { contractLine, FINANCE, h, vatOf, type TenantShape } from './model.ts';
import { decisions, mix, type Step } from './workflow.ts';

const INVOICE_MIX: [number, string][] = [
  [40, 'pending'],
  [60, 'approved_finance'],
  [75, 'approved_it'],
  [100, 'rejected'],
];
const PAYMENT_MIX: [number, string][] = [
  [65, 'paid'],
  [80, 'awaiting_payment'],
  [95, 'awaiting_details'],
  [100, 'cancelled'],
];
const METHODS = `(ARRAY['bank_transfer', 'bank_transfer', 'bank_transfer', 'credit_card', 'business_card', 'cash',
  'voucher', 'other'])`;

export function billingSteps(s: TenantShape): Step[] {
  const { base: b, tenantId: t, offers: n, contractInvoices: m } = s;
  const financeUser = (ordinal: string) => `${b.User + FINANCE[0]!} + (${ordinal}) % ${FINANCE.length}`;
  const fromOrder = decisions(s, 'x.st', 'x.cts', 'x.i', 'fully_approved');
  const fromContract = decisions(s, 'g.st', 'g.cts', 'g.j', 'fully_approved');
  const orderInvoices = `inv.id BETWEEN ${b.Invoice + 1} AND ${b.Invoice + n}`;
  const allInvoices = `inv.id BETWEEN ${b.Invoice + 1} AND ${b.Invoice + n + m}`;
  const lines = [0, 1].map((k) => contractLine('g.j', k));
  const net = (l: ReturnType<typeof contractLine>) => `${l.quantity} * ${l.unitPrice}`;
  const cl = contractLine('j', 'k');
  const invoiceColumns = `id, "tenantId", "invoiceNumber", "companyName", "orderId", "contractId", "supplierId",
    "invoiceDate", "dueDate", "netAmount", "vatAmount", "totalAmount", "isRecurring", "recurringFrequency",
    "nextInvoiceDate", status, "createdById"`;
  const lineColumns = `id, "tenantId", "invoiceId", "productId", description, quantity, "unitPrice", "vatPercentage",
    "netAmount", "vatAmount", position`;
  return [
    {
      label: 'order invoices',
      sql: `INSERT INTO "Invoice" (${invoiceColumns}, ${fromOrder.columns}, "createdAt", "updatedAt")
            SELECT ${b.Invoice} + x.i, ${t}, 'FT-' || lpad(x.i::text, 6, '0'), sup."businessName", x.id, NULL,
                   x."supplierId", x.idate, x.idate + 30, a.net, a.vat, a.net + a.vat, false, NULL, NULL,
                   x.st::"InvoiceStatus", ${financeUser('x.i')}, ${fromOrder.values},
                   x.cts, least(x.cts + interval '3 days', localtimestamp)
            FROM (SELECT ord.id, ord."supplierId", ord."offerId", ord."offerId" - ${b.Offer} AS i,
                         least(ord."actualDeliveryDate" + 3, current_date) AS idate,
                         least(least(ord."actualDeliveryDate" + 3, current_date) + interval '10 hours', localtimestamp) AS cts,
                         CASE WHEN ord.status = 'completed' THEN 'fully_approved'
                              WHEN ${h(`ord."offerId" - ${b.Offer}`, 5, 100)} < 50
                              THEN ${mix(h(`ord."offerId" - ${b.Offer}`, 6, 100), INVOICE_MIX)} END AS st
                  FROM "Order" ord
                  WHERE ord.id BETWEEN ${b.Order + 1} AND ${b.Order + n} AND ord.status IN ('received', 'completed')) x
            JOIN "Supplier" sup ON sup.id = x."supplierId"
            CROSS JOIN LATERAL (
              SELECT sum(v.net) AS net, sum(v.vat) AS vat FROM (
                SELECT l.quantity * l."unitPrice" AS net, ${vatOf('l.quantity * l."unitPrice"', '22')} AS vat
                FROM "OfferLine" l WHERE l."tenantId" = ${t} AND l."offerId" = x."offerId"
                UNION ALL
                SELECT d.price, ${vatOf('d.price', '22')}
                FROM "OfferDocument" d WHERE d."tenantId" = ${t} AND d."offerId" = x."offerId") v) a
            WHERE x.st IS NOT NULL`,
    },
    {
      // As the app makes them: the offer's product lines, then its priced documents, at 22% VAT.
      label: 'order invoice lines',
      sql: `INSERT INTO "InvoiceLine" (${lineColumns})
            SELECT ${b.InvoiceLine} + (inv.id - ${b.Invoice} - 1) * 4 + l.position + 1, ${t}, inv.id, l."productId",
                   p.name, l.quantity, l."unitPrice", 22, l.quantity * l."unitPrice",
                   ${vatOf('l.quantity * l."unitPrice"', '22')}, l.position
            FROM "Invoice" inv JOIN "Order" o ON o.id = inv."orderId"
            JOIN "OfferLine" l ON l."tenantId" = ${t} AND l."offerId" = o."offerId"
            JOIN "Product" p ON p.id = l."productId"
            WHERE ${orderInvoices}
            UNION ALL
            SELECT ${b.InvoiceLine} + (inv.id - ${b.Invoice} - 1) * 4 + 4, ${t}, inv.id, NULL, d."fileName", 1, d.price,
                   22, d.price, ${vatOf('d.price', '22')}, 3
            FROM "Invoice" inv JOIN "Order" o ON o.id = inv."orderId"
            JOIN "OfferDocument" d ON d."tenantId" = ${t} AND d."offerId" = o."offerId"
            WHERE ${orderInvoices}`,
    },
    {
      // Contract invoices (every fifth one a recurring template with its next date ahead).
      label: 'contract invoices',
      sql: `INSERT INTO "Invoice" (${invoiceColumns}, ${fromContract.columns}, "createdAt", "updatedAt")
            SELECT ${b.Invoice + n} + g.j, ${t}, 'FTC-' || lpad(g.j::text, 6, '0'), sup."businessName", NULL,
                   ${b.Contract} + g.c, sup.id, g.idate, g.idate + 30,
                   ${lines.map(net).join(' + ')},
                   ${lines.map((l) => vatOf(net(l), l.vat)).join(' + ')},
                   ${lines.map(net).join(' + ')} + ${lines.map((l) => vatOf(net(l), l.vat)).join(' + ')},
                   g.j % 5 = 0,
                   CASE WHEN g.j % 5 = 0 THEN ((ARRAY['monthly', 'quarterly', 'semiannual', 'annual'])[1 + (g.j / 5) % 4])::"RecurringFrequency" END,
                   CASE WHEN g.j % 5 = 0 THEN current_date + 1 + g.j % 28 END,
                   g.st::"InvoiceStatus", ${financeUser('g.j')}, ${fromContract.values},
                   g.cts, least(g.cts + interval '3 days', localtimestamp)
            FROM (SELECT j, 1 + j % ${s.contracts} AS c, current_date - ${h('j', 70, 1095)} AS idate,
                         least((current_date - ${h('j', 70, 1095)}) + interval '10 hours', localtimestamp) AS cts,
                         ${mix(h('j', 71, 100), [[55, 'fully_approved'], ...INVOICE_MIX.map(([u, v]): [number, string] => [55 + (u * 45) / 100, v])])} AS st
                  FROM generate_series(1, ${m}) j) g
            JOIN "Supplier" sup ON sup.id = ${b.Supplier} + 1 + g.c % ${s.suppliers}`,
    },
    {
      label: 'contract invoice lines',
      sql: `INSERT INTO "InvoiceLine" (${lineColumns})
            SELECT ${b.InvoiceLine + 4 * n} + (j - 1) * 2 + k + 1, ${t}, ${b.Invoice + n} + j, NULL,
                   (ARRAY['Canone di servizio', 'Assistenza tecnica', 'Licenze software'])[1 + (j + k) % 3],
                   ${cl.quantity}, ${cl.unitPrice}, ${cl.vat}, ${cl.quantity} * ${cl.unitPrice},
                   ${vatOf(`${cl.quantity} * ${cl.unitPrice}`, cl.vat)}, k
            FROM generate_series(1, ${m}) j CROSS JOIN generate_series(0, 1) k`,
    },
    {
      // PAG-{year}-{nnnn}, numbered per tenant and year in approval order, as the app draws them.
      label: 'payments',
      sql: `INSERT INTO "Payment" (id, "tenantId", "paymentReference", "insertionDate", "availableDate", "paymentMethod",
                                   "totalAmount", status, "paidAt", version, "createdAt", "updatedAt")
            SELECT ${b.Payment} + (x.id - ${b.Invoice}), ${t},
                   'PAG-' || x.y || '-' || lpad((row_number() OVER (PARTITION BY x.y ORDER BY x.at, x.id))::text, 4, '0'),
                   x.at, x."dueDate",
                   CASE WHEN x.st <> 'awaiting_details' THEN (${METHODS}[1 + ${h('x.id', 81, 8)}])::"PaymentMethod" END,
                   x."totalAmount", x.st::"PaymentStatus",
                   CASE WHEN x.st = 'paid' THEN greatest(x.at, least(x."dueDate" + interval '9 hours', localtimestamp)) END,
                   CASE WHEN x.st = 'awaiting_details' THEN 0 ELSE 1 END, x.at, x.at
            FROM (SELECT inv.id, inv."dueDate", inv."totalAmount", inv."approvedByItAt" AS at,
                         to_char(inv."approvedByItAt", 'YYYY') AS y, ${mix(h('inv.id', 80, 100), PAYMENT_MIX)} AS st
                  FROM "Invoice" inv WHERE ${allInvoices} AND inv.status = 'fully_approved') x`,
    },
    {
      label: 'payment links',
      sql: `INSERT INTO "PaymentInvoice" ("tenantId", "paymentId", "invoiceId")
            SELECT ${t}, ${b.Payment} + (inv.id - ${b.Invoice}), inv.id
            FROM "Invoice" inv WHERE ${allInvoices} AND inv.status = 'fully_approved'`,
    },
    {
      label: 'audit log',
      sql: `INSERT INTO "AuditLog" ("tenantId", "actorId", "actorEmail", "entityType", "entityId", action, "createdAt")
            SELECT ${t}, e.actor, u.email, e.type, e.id, 'create', e.at
            FROM (SELECT 'Offer' AS type, id, "createdById" AS actor, "createdAt" AS at FROM "Offer"
                  WHERE id BETWEEN ${b.Offer + 1} AND ${b.Offer + n}
                  UNION ALL SELECT 'Order', id, "createdById", "createdAt" FROM "Order"
                  WHERE id BETWEEN ${b.Order + 1} AND ${b.Order + n}
                  UNION ALL SELECT 'Invoice', id, "createdById", "createdAt" FROM "Invoice" inv WHERE ${allInvoices}) e
            JOIN "User" u ON u.id = e.actor
            ORDER BY e.at`,
    },
  ];
}
