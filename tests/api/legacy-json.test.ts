import { describe, expect, it } from 'vitest';
import { appForFile, loginAll } from '../setup/test-app.ts';
import { fixture, seedOffer } from './offers-support.ts';

// Issue 15, point 3: the legacy answers of offers, orders and invoices are JSON that PostgreSQL builds
// (shared/legacy-json.ts). Every field is pinned here with values that show the rules: money to the
// cent half away from zero, days as YYYY-MM-DD, instants as toISOString() writes them, names as
// "First Last", the list and the detail alike (but for the invoice status's list spelling).
const t = await appForFile({ basePath: '/Purchaser' });
const tokens = await loginAll(t);
const db = t.app.database.platform;
const f = await fixture(db);
const [product] = await db.product.findMany({ where: { id: f.products[0]!.id } });
const [supplier] = await db.supplier.findMany({ where: { id: f.supplierIds[0]! } });
const [center] = await db.costCenter.findMany({ where: { id: f.costCenterIds[0]! } });
const user = (id: number) => db.user.findUniqueOrThrow({ where: { id } });
const nameOf = async (id: number) => {
  const u = await user(id);
  return `${u.firstName} ${u.lastName}`;
};

const offer = await db.offer.create({
  data: {
    tenantId: f.tenantId,
    title: 'Monitor per la sala riunioni',
    date: new Date(Date.UTC(2026, 10, 3)),
    supplierId: supplier!.id,
    totalAmount: '1234.56',
    status: 'approved',
    notes: 'Consegna al piano terra',
    createdById: f.users.procurement,
    approvedByFinanceId: f.users.finance,
    approvedByItId: f.users.it,
    approvedDate: new Date('2026-11-04T09:08:07.006Z'),
  },
});
const own = { tenantId: f.tenantId, offerId: offer.id };
await db.offerLine.createMany({
  data: [
    { ...own, productId: product!.id, quantity: 3, unitPrice: '400.50', position: 1 },
    { ...own, productId: product!.id, quantity: 1, unitPrice: '33.06', position: 0 },
  ],
});
await db.offerRecipient.create({
  data: { ...own, name: 'Sala A', costCenterId: center!.id, location: 'Piano 1', city: 'Milano', amountShare: '100' },
});
const document = await db.offerDocument.create({
  data: {
    ...own,
    fileName: 'preventivo.pdf',
    storageKey: 'offers/x.pdf',
    fileSize: 2048,
    price: '0.5',
    uploadDate: new Date('2026-11-03T10:11:12.013Z'),
    uploadedById: f.users.procurement,
  },
});
const order = await db.order.create({
  data: {
    tenantId: f.tenantId,
    offerId: offer.id,
    orderNumber: 'PO-LEGACY-1',
    date: new Date(Date.UTC(2026, 10, 5)),
    supplierId: supplier!.id,
    totalAmount: '1234.56',
    status: 'received',
    estimatedDeliveryDate: new Date(Date.UTC(2026, 10, 20)),
    actualDeliveryDate: new Date(Date.UTC(2026, 10, 19)),
    createdById: f.users.procurement,
  },
});
// A credit note's lines as an e-invoice carries them: eight decimals, amounts negative.
const CREDIT_NOTE_TOTALS = { netAmount: '-2.01', vatAmount: '-0.44', totalAmount: '-2.45' };
const invoice = await db.invoice.create({
  data: {
    tenantId: f.tenantId,
    invoiceNumber: 'NC-LEGACY-1',
    companyName: 'Acme S.p.A.',
    supplierId: supplier!.id,
    orderId: order.id,
    invoiceDate: new Date(Date.UTC(2026, 10, 21)),
    dueDate: new Date(Date.UTC(2026, 11, 21)),
    ...CREDIT_NOTE_TOTALS,
    status: 'approved_finance',
    approvedByFinanceId: f.users.finance,
    documentType: 'TD04',
    source: 'fatturapa',
    createdById: f.users.finance,
  },
});
await db.invoiceLine.create({
  data: {
    tenantId: f.tenantId,
    invoiceId: invoice.id,
    description: 'Reso parziale',
    quantity: '2.50000000',
    unitPrice: '-0.80500000',
    vatPercentage: '22',
    netAmount: '-2.01',
    vatAmount: '-0.44',
    position: 0,
  },
});

const get = async (route: string) => {
  const res = await t.rest('GET', route, undefined, tokens.admin);
  expect(res.status).toBe(200);
  return res.body;
};

describe('legacy answers built by PostgreSQL (offers, orders, invoices)', () => {
  it('an offer: every field, in the list and in the detail alike', async () => {
    const expected = {
      id: offer.id,
      title: 'Monitor per la sala riunioni',
      date: '2026-11-03',
      supplier: supplier!.name,
      supplierId: supplier!.id,
      totalAmount: 1234.56,
      status: 'approved',
      createdBy: f.users.procurement,
      createdByName: await nameOf(f.users.procurement),
      approvedByFinance: true,
      approvedByIT: true,
      approvedByFinanceName: await nameOf(f.users.finance),
      approvedByITName: await nameOf(f.users.it),
      approvedDate: '2026-11-04T09:08:07.006Z',
      rejectedReason: null,
      notes: 'Consegna al piano terra',
      hasOrder: true,
      products: [
        {
          productId: product!.id,
          quantity: 1,
          unitPrice: 33.06,
          name: product!.name,
          description: product!.description,
        },
        {
          productId: product!.id,
          quantity: 3,
          unitPrice: 400.5,
          name: product!.name,
          description: product!.description,
        },
      ],
      recipients: [
        {
          id: expect.any(Number),
          offerId: offer.id,
          offer_id: offer.id,
          name: 'Sala A',
          costCenter: center!.code,
          cost_center: center!.code,
          costCenterId: center!.id,
          location: 'Piano 1',
          city: 'Milano',
          amountShare: 100,
          amount_share: 100,
          notes: null,
        },
      ],
      documents: [
        {
          id: document.id,
          offerId: offer.id,
          fileName: 'preventivo.pdf',
          filePath: `/Purchaser/api/offers.php?download=1&id=${document.id}`,
          fileSize: 2048,
          price: 0.5,
          uploadDate: '2026-11-03T10:11:12.013Z',
          uploadedBy: f.users.procurement,
        },
      ],
    };
    expect(await get(`offers.php?id=${offer.id}`)).toEqual(expected);
    const listed = (await get('offers.php')) as { id: number }[];
    expect(listed.find((o) => o.id === offer.id)).toEqual(expected);
    // Newest first, as the list's own query orders it.
    expect(listed.map((o) => o.id)).toEqual([...listed.map((o) => o.id)].sort((a, b) => b - a));
  });

  it("an order: the offer's products and documents, its days and whether it is invoiced", async () => {
    const detail = await get(`orders.php?id=${order.id}`);
    expect(detail).toMatchObject({
      id: order.id,
      offerId: offer.id,
      offerTitle: 'Monitor per la sala riunioni',
      orderNumber: 'PO-LEGACY-1',
      date: '2026-11-05',
      status: 'received',
      supplier: supplier!.name,
      supplierId: supplier!.id,
      totalAmount: 1234.56,
      estimatedDeliveryDate: '2026-11-20',
      actualDeliveryDate: '2026-11-19',
      hasInvoice: true,
    });
    const offerDetail = await get(`offers.php?id=${offer.id}`);
    expect(detail.products).toEqual(offerDetail.products);
    expect(detail.documents).toEqual(offerDetail.documents);
    expect(((await get('orders.php')) as { id: number }[]).find((o) => o.id === order.id)).toEqual(detail);
  });

  it('an invoice: eight-decimal lines to the cent, negative half away from zero; the status as list and detail spell it', async () => {
    const expected = {
      id: invoice.id,
      invoiceNumber: 'NC-LEGACY-1',
      companyName: 'Acme S.p.A.',
      orderId: order.id,
      orderNumber: 'PO-LEGACY-1',
      order: { id: order.id, orderNumber: 'PO-LEGACY-1' },
      contractId: null,
      contractName: null,
      isRecurring: false,
      recurringFrequency: null,
      nextInvoiceDate: null,
      supplierId: supplier!.id,
      supplierName: supplier!.name,
      invoiceDate: '2026-11-21',
      dueDate: '2026-12-21',
      netAmount: -2.01,
      vatAmount: -0.44,
      totalAmount: -2.45,
      products: [
        {
          productId: null,
          name: 'Reso parziale',
          description: 'Reso parziale',
          quantity: 2.5,
          unitPrice: -0.81,
          vatPercentage: 22,
          netAmount: -2.01,
          vatAmount: -0.44,
          cost_center_id: null,
        },
      ],
      status: 'approved_finance',
      approvedByFinance: true,
      approvedByIT: false,
      approvedByFinanceName: await nameOf(f.users.finance),
      approvedByITName: null,
      rejectedReason: null,
      rejectReason: null,
      document_type: 'TD04',
      source: 'fatturapa',
    };
    expect(await get(`invoices.php?id=${invoice.id}`)).toMatchObject(expected);
    const listed = (await get('invoices.php')) as { id: number }[];
    expect(listed.find((i) => i.id === invoice.id)).toEqual({ ...expected, status: 'Approved_Finance' });
  });

  it('writes its objects compactly, "key":value (issue 15: 11% fewer bytes than json_build_object\'s "key" : value)', async () => {
    for (const route of ['offers.php', 'orders.php', 'invoices.php', `offers.php?id=${offer.id}`]) {
      const res = await fetch(`${t.baseUrl}/api/${route}`, { headers: { authorization: `Bearer ${tokens.admin}` } });
      const text = await res.text();
      expect(text).toMatch(/^[[{]\{?"id":\d+,/);
      expect(text).not.toContain('" : ');
    }
  });

  it('an empty page is an empty list, and another tenant never sees the rows', async () => {
    expect(await get('invoices.php?limit=5&offset=100000')).toEqual([]);
    const globex = await t.login('admin@globex.test', 'globex');
    for (const route of ['offers.php', 'orders.php', 'invoices.php']) {
      const res = await t.rest('GET', route, undefined, globex);
      expect(res.status).toBe(200);
      expect((res.body as { id: number }[]).map((r) => r.id)).not.toContain(
        route === 'offers.php' ? offer.id : route === 'orders.php' ? order.id : invoice.id,
      );
    }
    const res = await t.rest('GET', `invoices.php?id=${invoice.id}`, undefined, globex);
    expect(res.status).toBe(404);
  });
});

describe("a webhook's document (issue 17) as the REST detail shows it", () => {
  it('carries its download links under the base path of the server that made the change', async () => {
    await db.webhookEndpoint.create({
      data: {
        tenantId: f.tenantId,
        url: 'https://hooks.example.test/in',
        events: ['offer.rejected'],
        secret: 'whsec_t',
      },
    });
    const pending = { id: await seedOffer(db, f) };
    const file = await db.offerDocument.create({
      data: {
        tenantId: f.tenantId,
        offerId: pending.id,
        fileName: 'listino.pdf',
        storageKey: 'offers/y.pdf',
        fileSize: 10,
        price: '10',
        uploadedById: f.users.procurement,
      },
    });
    const res = await t.rest(
      'PUT',
      'offers.php',
      { id: pending.id, action: 'reject', rejectReason: 'Fuori budget' },
      tokens.finance,
    );
    expect(res.status).toBe(200);
    const delivery = await db.webhookDelivery.findFirstOrThrow({
      where: { tenantId: f.tenantId, eventType: 'offer.rejected' },
      orderBy: { id: 'desc' },
    });
    const data = (delivery.body as { data: { id: number; status: string; documents: { filePath: string }[] } }).data;
    expect(data).toMatchObject({ id: pending.id, status: 'rejected' });
    expect(data.documents.map((d) => d.filePath)).toEqual([`/Purchaser/api/offers.php?download=1&id=${file.id}`]);
  });
});
