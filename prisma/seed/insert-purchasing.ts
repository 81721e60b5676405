// Offers (with their lines, documents and recipients) and the orders made from approved offers.
import type { Storage } from '../../api/src/shared/storage.ts';
import { demoPdf } from '../../api/src/modules/documents/demo-pdf.ts';
import type { OfferSeed, OrderSeed } from './types.ts';
import { money, pad, sum } from './calc.ts';
import { decide } from './approvals.ts';
import { audit, byColumn, need, type SeededOffer, type TenantRefs } from './refs.ts';

/**
 * With a storage, every demo document is a real PDF written through it (so downloads work on the
 * demo data); without one (database-only tests) the key is well-formed but has no file behind it.
 */
async function demoDocumentKey(
  storage: Storage | undefined,
  refs: TenantRefs,
  offer: OfferSeed,
  doc: { n: number; fileSize: number; price: string },
) {
  if (!storage) return `offers/00000000-0000-4000-8000-${pad(doc.n, 12)}.pdf`;
  const pdf = demoPdf([`Preventivo - ${offer.title}`, `Documento ${doc.n}`, `Prezzo: ${doc.price} $`], doc.fileSize);
  return storage.put(refs.tx, refs.tenantId, 'offers', pdf, true);
}

export async function insertOffers(refs: TenantRefs, offers: OfferSeed[], storage?: Storage): Promise<void> {
  const { tx, cal, tenantId, users } = refs;
  const prepared = offers.map((offer) => {
    const lines = offer.lines.map((line) => {
      const product = need(refs.products, line.product, 'product');
      // The app captures the product's price on the offer line when the offer is made.
      return { productId: product.id, description: product.name, quantity: line.quantity, unitPrice: product.price };
    });
    const documents = offer.documents ?? [];
    const totalAmount = sum([
      ...lines.map((l) => l.unitPrice.mul(l.quantity)),
      ...documents.map((d) => money(d.price)),
    ]);
    const shares = sum((offer.recipients ?? []).map((r) => money(r.share)));
    if (shares.gt(100)) throw new Error(`Demo data: recipient shares of '${offer.key}' exceed 100%`);
    const decisions = decide(refs, offer.status, 'approved', offer.daysAgo, offer.rejection);
    return { offer, lines, totalAmount, decisions, createdAt: cal.at(-offer.daysAgo, 9, 15) };
  });

  const rows = await tx.offer.createManyAndReturn({
    data: prepared.map(({ offer, totalAmount, decisions, createdAt }) => ({
      tenantId,
      title: offer.title,
      date: cal.day(-offer.daysAgo),
      supplierId: need(refs.suppliers, offer.supplier, 'supplier').id,
      totalAmount,
      status: offer.status,
      notes: offer.notes ?? null,
      createdById: users.procurement.id,
      ...decisions.fields,
      approvedDate: decisions.finalAt,
      createdAt,
    })),
  });
  const rowByOffer = byColumn(
    rows,
    prepared,
    (r) => r.title,
    (p) => p.offer.title,
  );

  for (const [item, row] of rowByOffer) {
    const seeded: SeededOffer = {
      id: row.id,
      supplierId: row.supplierId,
      totalAmount: item.totalAmount,
      lines: item.lines,
    };
    refs.offers.set(item.offer.key, seeded);
    audit(refs, users.procurement, 'Offer', row.id, 'create', item.createdAt);
    item.decisions.record('Offer', row.id);
  }

  await tx.offerLine.createMany({
    data: prepared.flatMap(({ offer, lines }) =>
      lines.map((line, position) => ({
        tenantId,
        offerId: need(refs.offers, offer.key, 'offer').id,
        productId: line.productId,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        position,
      })),
    ),
  });
  const documents = [];
  for (const { offer, createdAt } of prepared) {
    for (const doc of offer.documents ?? []) {
      documents.push({
        tenantId,
        offerId: need(refs.offers, offer.key, 'offer').id,
        fileName: 'preventivo.pdf',
        storageKey: await demoDocumentKey(storage, refs, offer, doc),
        fileSize: doc.fileSize,
        price: money(doc.price),
        uploadDate: createdAt,
        uploadedById: users.procurement.id,
      });
    }
  }
  await tx.offerDocument.createMany({ data: documents });
  await tx.offerRecipient.createMany({
    data: offers.flatMap((offer) =>
      (offer.recipients ?? []).map((r) => ({
        tenantId,
        offerId: need(refs.offers, offer.key, 'offer').id,
        name: r.name,
        costCenterId: need(refs.costCenters, r.costCenter, 'cost center'),
        location: r.location,
        city: r.city,
        amountShare: money(r.share),
        notes: r.notes ?? null,
      })),
    ),
  });
}

export async function insertOrders(refs: TenantRefs, orders: OrderSeed[], offers: OfferSeed[]): Promise<void> {
  const { tx, cal, tenantId, users } = refs;
  for (const order of orders) {
    const status = offers.find((o) => o.key === order.offer)?.status;
    if (status !== 'approved') throw new Error(`Demo data: order ${order.number} needs an approved offer`);
    if (order.number < 100 || order.number > 999) throw new Error(`Demo data: order number ${order.number}`);
  }
  const orderNumber = (order: OrderSeed) => `ORD-${cal.year}-${order.number}`;
  const rows = await tx.order.createManyAndReturn({
    data: orders.map((order) => {
      const offer = need(refs.offers, order.offer, 'offer');
      return {
        tenantId,
        offerId: offer.id,
        orderNumber: orderNumber(order),
        date: cal.day(-order.daysAgo),
        status: order.status,
        supplierId: offer.supplierId,
        totalAmount: offer.totalAmount,
        estimatedDeliveryDate: cal.day(-order.daysAgo + order.deliveryAfterDays),
        actualDeliveryDate: order.deliveredDaysAgo === undefined ? null : cal.day(-order.deliveredDaysAgo),
        createdById: users.procurement.id,
        createdAt: cal.at(-order.daysAgo, 11),
      };
    }),
  });
  for (const [order, row] of byColumn(rows, orders, (r) => r.orderNumber, orderNumber)) {
    refs.orders.set(order.key, { id: row.id, supplierId: row.supplierId, offerKey: order.offer });
    audit(refs, users.procurement, 'Order', row.id, 'create', row.createdAt);
    if (order.status !== 'pending') {
      audit(refs, users.procurement, 'Order', row.id, 'status:sent', cal.at(-order.daysAgo + 1, 9), {
        status: ['pending', 'sent'],
      });
    }
    if (order.deliveredDaysAgo !== undefined) {
      audit(refs, users.procurement, 'Order', row.id, 'status:received', cal.at(-order.deliveredDaysAgo, 14), {
        status: ['sent', 'received'],
      });
    }
    // 'status:completed' is recorded with the invoice approval that completes the order.
  }
}
