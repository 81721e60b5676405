import { describe, expect, it } from 'vitest';
import { appForFile, loginAll } from '../setup/test-app.ts';
import { CREATE_OFFER, PDF, errorOf, fixture, gid, gqlUpload, seedOffer } from './offers-support.ts';

const t = await appForFile();
const tokens = await loginAll(t);
const f = await fixture(t.app.database.platform);
const globex = await fixture(t.app.database.platform, 'globex');
const globexToken = await t.login('procurement@globex.test', 'globex');

function input(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Nuovi notebook',
    supplierId: gid('Supplier', f.supplierIds[0]!),
    notes: 'Consegna al piano terra',
    lines: [
      { productId: gid('Product', f.products[0]!.id), quantity: 2 },
      { productId: String(f.products[1]!.id), quantity: 3 },
    ],
    recipients: [
      {
        name: 'Ufficio IT',
        costCenterId: gid('CostCenter', f.costCenterIds[0]!),
        location: 'Sede',
        city: 'Milano',
        amountShare: '60',
      },
      {
        name: 'Amministrazione',
        costCenterId: String(f.costCenterIds[1]!),
        location: 'Sede',
        city: 'Milano',
        amountShare: '40',
      },
    ],
    ...overrides,
  };
}

const expectedTotal = () => (Number(f.products[0]!.price) * 2 + Number(f.products[1]!.price) * 3).toFixed(2);

describe('createOffer through GraphQL', () => {
  it('procurement creates a pending offer; unit prices and total come from the server', async () => {
    const res = await t.gql<any>(CREATE_OFFER, { input: input() }, tokens.procurement);
    expect(errorOf(res.data, 'createOffer')).toBeNull();
    const offer = res.data.createOffer.data.offer;
    expect(offer).toMatchObject({
      status: 'pending',
      title: 'Nuovi notebook',
      totalAmount: expectedTotal(),
      recipientShareTotal: '100.00',
    });
    expect(offer.lines.map((l: any) => l.unitPrice)).toEqual([f.products[0]!.price, f.products[1]!.price]);
    expect(offer.recipients.map((r: any) => r.amountShare)).toEqual(['60.00', '40.00']);
    const audit = await t.app.database.platform.auditLog.findFirst({
      where: { entityType: 'Offer', entityId: offer.rowId, action: 'create' },
    });
    expect(audit?.actorId).toBe(f.users.procurement);
    expect(audit?.createdAt).toBeInstanceOf(Date);
  });

  it('admin may create; finance and the IT director are refused; anonymous must sign in', async () => {
    expect(errorOf((await t.gql<any>(CREATE_OFFER, { input: input() }, tokens.admin)).data, 'createOffer')).toBeNull();
    for (const token of [tokens.finance, tokens.it]) {
      const res = await t.gql<any>(CREATE_OFFER, { input: input() }, token);
      expect(res.data.createOffer.__typename).toBe('ForbiddenError');
    }
    const anonymous = await t.gql<any>(CREATE_OFFER, { input: input() }, null);
    expect(anonymous.data.createOffer.__typename).toBe('UnauthenticatedError');
  });

  it.each([
    ['a blank title', () => ({ title: '   ' }), "Inserisci un titolo per l'offerta"],
    ['no supplier', () => ({ supplierId: null }), 'Seleziona un fornitore'],
    ["another tenant's supplier", () => ({ supplierId: String(globex.supplierIds[0]) }), 'Seleziona un fornitore'],
    ['neither product nor document', () => ({ lines: [] }), "Aggiungi almeno un prodotto o un documento all'offerta"],
    [
      'a quantity of 0',
      () => ({ lines: [{ productId: String(f.products[0]!.id), quantity: 0 }] }),
      'La quantità deve essere un numero intero maggiore o uguale a 1',
    ],
    [
      "another tenant's product",
      () => ({ lines: [{ productId: String(globex.products[0]!.id), quantity: 1 }] }),
      'Seleziona un prodotto',
    ],
    [
      'a recipient without city',
      () => ({
        recipients: [
          { name: 'X', costCenterId: String(f.costCenterIds[0]), location: 'Sede', city: ' ', amountShare: '10' },
        ],
      }),
      'Compila tutti i campi obbligatori del destinatario',
    ],
    [
      'a share of 0',
      () => ({
        recipients: [
          { name: 'X', costCenterId: String(f.costCenterIds[0]), location: 'Sede', city: 'Roma', amountShare: '0' },
        ],
      }),
      'La quota deve essere maggiore di 0',
    ],
    [
      'shares over 100%',
      () => ({
        recipients: [
          { name: 'X', costCenterId: String(f.costCenterIds[0]), location: 'Sede', city: 'Roma', amountShare: '70' },
          { name: 'Y', costCenterId: String(f.costCenterIds[1]), location: 'Sede', city: 'Roma', amountShare: '30.01' },
        ],
      }),
      "La quota totale supera l'importo totale dell'offerta",
    ],
    [
      "another tenant's cost center",
      () => ({
        recipients: [
          {
            name: 'X',
            costCenterId: String(globex.costCenterIds[0]),
            location: 'Sede',
            city: 'Roma',
            amountShare: '10',
          },
        ],
      }),
      'Il centro di costo non esiste',
    ],
  ])('refuses %s with the spec message', async (_name, overrides, message) => {
    const before = await t.app.database.platform.offer.count();
    const res = await t.gql<any>(CREATE_OFFER, { input: input(overrides()) }, tokens.procurement);
    expect(res.data.createOffer).toMatchObject({ __typename: 'ValidationError', message });
    expect(await t.app.database.platform.offer.count()).toBe(before);
  });

  it('an offer with only a document (multipart) takes the document price as total', async () => {
    const res = await gqlUpload(
      t,
      tokens.procurement,
      CREATE_OFFER,
      { input: input({ lines: [], recipients: [], document: { file: null, price: '150.50' } }) },
      'variables.input.document.file',
      PDF,
      'preventivo fornitore.pdf',
    );
    expect(errorOf(res.data, 'createOffer')).toBeNull();
    const offer = res.data.createOffer.data.offer;
    expect(offer.totalAmount).toBe('150.50');
    expect(offer.documents).toHaveLength(1);
    expect(offer.documents[0]).toMatchObject({
      fileName: 'preventivo fornitore.pdf',
      price: '150.50',
      fileSize: PDF.length,
    });
  });

  it('a document that is not a PDF is refused and nothing is created', async () => {
    const before = await t.app.database.platform.offer.count();
    const res = await gqlUpload(
      t,
      tokens.procurement,
      CREATE_OFFER,
      { input: input({ document: { file: null, price: '10' } }) },
      'variables.input.document.file',
      Buffer.from('GIF89a not a pdf'),
    );
    expect(res.data.createOffer).toMatchObject({
      __typename: 'ValidationError',
      message: 'Solo file PDF sono consentiti',
    });
    expect(await t.app.database.platform.offer.count()).toBe(before);
  });
});

describe('POST /api/offers.php', () => {
  it('creates from the legacy payload, ignoring the client total and unit prices', async () => {
    const res = await t.rest(
      'POST',
      'offers.php',
      {
        title: 'Carta per stampanti',
        date: '2025-05-02',
        supplier: 'Ufficio Più',
        totalAmount: 0.01,
        status: 'approved',
        notes: 'Urgente',
        products: [{ productId: f.products[0]!.id, quantity: 2, unitPrice: 0.01 }],
        recipients: [{ name: 'Acquisti', cost_center: 'CC-ACQ', location: 'Sede', city: 'Milano', amount_share: 100 }],
      },
      tokens.procurement,
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, id: expect.any(Number) });
    const got = await t.rest('GET', `offers.php?id=${res.body.id}`, undefined, tokens.finance);
    expect(got.body).toMatchObject({
      title: 'Carta per stampanti',
      date: '2025-05-02',
      supplier: 'Ufficio Più',
      status: 'pending',
      totalAmount: Number((Number(f.products[0]!.price) * 2).toFixed(2)),
      approvedByFinance: false,
      approvedByIT: false,
      products: [{ productId: f.products[0]!.id, quantity: 2, unitPrice: Number(f.products[0]!.price) }],
      recipients: [
        { name: 'Acquisti', costCenter: 'CC-ACQ', cost_center: 'CC-ACQ', amountShare: 100, amount_share: 100 },
      ],
    });
  });

  it('refuses finance (403) and validates with the spec messages (400)', async () => {
    const body = { title: 'X', supplier: f.supplierIds[0], products: [{ productId: f.products[0]!.id, quantity: 1 }] };
    const refused = await t.rest('POST', 'offers.php', body, tokens.finance);
    expect(refused.status).toBe(403);
    expect(refused.body.success).toBe(false);
    const blank = await t.rest('POST', 'offers.php', { ...body, title: '' }, tokens.procurement);
    expect(blank).toMatchObject({ status: 400, body: { success: false, error: "Inserisci un titolo per l'offerta" } });
    const empty = await t.rest('POST', 'offers.php', { ...body, products: [] }, tokens.procurement);
    expect(empty.body.error).toBe("Aggiungi almeno un prodotto o un documento all'offerta");
    const unknownSupplier = await t.rest('POST', 'offers.php', { ...body, supplier: 'Nessuno' }, tokens.procurement);
    expect(unknownSupplier.body.error).toBe('Seleziona un fornitore');
    const shares = await t.rest(
      'POST',
      'offers.php',
      { ...body, recipients: [{ name: 'A', cost_center: 'CC-IT', location: 'L', city: 'C', amount_share: 101 }] },
      tokens.procurement,
    );
    expect(shares.body.error).toBe("La quota totale supera l'importo totale dell'offerta");
  });
});

const LIST = /* GraphQL */ `
  query ($search: String, $status: OfferStatus, $first: Int, $after: String, $orderable: Boolean) {
    offers(search: $search, status: $status, first: $first, after: $after, orderable: $orderable) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          rowId
          title
          status
          supplierName
        }
      }
    }
  }
`;

describe('offer queries', () => {
  it('lists newest first, pages with cursors, searches title or supplier, filters by status', async () => {
    const page1 = await t.gql<any>(LIST, { first: 3 }, tokens.finance);
    const all = await t.app.database.platform.offer.count({ where: { tenantId: f.tenantId } });
    expect(page1.data.offers.totalCount).toBe(all);
    const ids = page1.data.offers.edges.map((e: any) => e.node.rowId);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const page2 = await t.gql<any>(LIST, { first: 3, after: page1.data.offers.pageInfo.endCursor }, tokens.finance);
    expect(page2.data.offers.edges[0].node.rowId).toBeLessThan(ids[2]);

    const byTitle = await t.gql<any>(LIST, { search: 'notebook' }, tokens.it);
    expect(byTitle.data.offers.edges.length).toBeGreaterThan(0);
    expect(byTitle.data.offers.edges.every((e: any) => /notebook/i.test(e.node.title))).toBe(true);
    const bySupplier = await t.gql<any>(LIST, { search: 'ufficio pi' }, tokens.it);
    expect(bySupplier.data.offers.edges.every((e: any) => e.node.supplierName === 'Ufficio Più')).toBe(true);
    const rejected = await t.gql<any>(LIST, { status: 'rejected' }, tokens.procurement);
    expect(rejected.data.offers.edges.length).toBeGreaterThan(0);
    expect(rejected.data.offers.edges.every((e: any) => e.node.status === 'rejected')).toBe(true);
    const orderable = await t.gql<any>(LIST, { orderable: true }, tokens.procurement);
    for (const edge of orderable.data.offers.edges) {
      expect(edge.node.status).toBe('approved');
      expect(await t.app.database.platform.order.count({ where: { offerId: edge.node.rowId } })).toBe(0);
    }
  });

  it('opens one offer by database or global id; another tenant sees null / 404', async () => {
    const id = await seedOffer(t.app.database.platform, f);
    const query = 'query ($id: ID!) { offer(id: $id) { rowId title } }';
    expect((await t.gql<any>(query, { id: String(id) }, tokens.it)).data.offer.rowId).toBe(id);
    expect((await t.gql<any>(query, { id: gid('Offer', id) }, tokens.it)).data.offer.rowId).toBe(id);
    expect((await t.gql<any>(query, { id: String(id) }, globexToken)).data.offer).toBeNull();
    const node = await t.gql<any>('query ($id: ID!) { node(id: $id) { id } }', { id: gid('Offer', id) }, globexToken);
    expect(node.data.node).toBeNull();
    const rest = await t.rest('GET', `offers.php?id=${id}`, undefined, globexToken);
    expect(rest).toMatchObject({ status: 404, body: { success: false, error: 'Offer not found' } });
  });

  it('GET /api/offers.php lists the legacy shape with search and status filters', async () => {
    const all = await t.rest('GET', 'offers.php', undefined, tokens.procurement);
    expect(all.status).toBe(200);
    expect(Array.isArray(all.body)).toBe(true);
    expect(all.body[0]).toHaveProperty('products');
    expect(all.body[0]).toHaveProperty('recipients');
    expect(all.body[0]).toHaveProperty('documents');
    const approved = await t.rest('GET', 'offers.php?status=approved&search=notebook', undefined, tokens.procurement);
    expect(approved.body.every((o: any) => o.status === 'approved' && /notebook/i.test(o.title))).toBe(true);
    const paged = await t.rest('GET', 'offers.php?limit=2&offset=1', undefined, tokens.procurement);
    expect(paged.body.map((o: any) => o.id)).toEqual(all.body.slice(1, 3).map((o: any) => o.id));
    const unauth = await t.rest('GET', 'offers.php', undefined, null);
    expect(unauth.status).toBe(401);
  });
});
