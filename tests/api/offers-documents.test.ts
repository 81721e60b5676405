import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appForFile, loginAll } from '../setup/test-app.ts';
import { inputMutation } from './decision-mutations.ts';
import { PDF, errorOf, fixture, gid, gqlUpload, restUpload, seedOffer } from './offers-support.ts';

const t = await appForFile();
const tokens = await loginAll(t);
const f = await fixture(t.app.database.platform);
const globexToken = await t.login('finance@globex.test', 'globex');

const UPLOAD = inputMutation(
  'uploadOfferDocument',
  'document { rowId fileName fileSize price downloadUrl } offer { totalAmount documents { rowId } }',
);

const upload = (offerId: number, token: string, content: Buffer, price = '99.90', name = 'preventivo.pdf') =>
  gqlUpload(
    t,
    token,
    UPLOAD,
    { input: { offerId: gid('Offer', offerId), file: null, price } },
    'variables.input.file',
    content,
    name,
  );

const download = (id: number, token: string | null) =>
  fetch(`${t.baseUrl}/api/offers.php?download=1&id=${id}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

/** Offer files stored: on disk (folder storage, PGlite) or as rows (database storage, a server). */
const offerFiles = async () => {
  if (t.app.storage.kind === 'database') {
    return t.app.database.platform.storedFile.count({ where: { key: { startsWith: 'offers/' } } });
  }
  const dir = path.join(t.app.config.uploadDir, 'offers');
  return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
};

describe('uploading offer documents', () => {
  it('GraphQL multipart: stores the PDF under a generated key and adds its price to the total', async () => {
    const id = await seedOffer(t.app.database.platform, f);
    const before = await t.app.database.platform.offer.findUniqueOrThrow({ where: { id } });
    const res = await upload(id, tokens.procurement, PDF, '99.90', '../../etc/passwd.pdf');
    expect(errorOf(res.data, 'uploadOfferDocument')).toBeNull();
    const { document, offer } = res.data.uploadOfferDocument.data;
    expect(document).toMatchObject({ fileName: 'passwd.pdf', fileSize: PDF.length, price: '99.90' });
    expect(document.downloadUrl).toBe(`/api/offers.php?download=1&id=${document.rowId}`);
    expect(offer.totalAmount).toBe(before.totalAmount.plus('99.90').toFixed(2));
    const row = await t.app.database.platform.offerDocument.findUniqueOrThrow({ where: { id: document.rowId } });
    expect(row.storageKey).toMatch(/^offers\/[0-9a-f-]{36}\.pdf$/);
    expect(await t.app.storage.get(t.app.database.platform, row.storageKey)).toEqual(PDF);
    const audit = await t.app.database.platform.auditLog.findFirst({
      where: { entityType: 'Offer', entityId: id, action: 'document:add' },
    });
    expect(audit?.actorId).toBe(f.users.procurement);
  });

  it('POST /api/offers.php?upload=1 with file, offer_id and price', async () => {
    const id = await seedOffer(t.app.database.platform, f);
    const res = await restUpload(t, tokens.admin, { offerId: id, price: '12.5', content: PDF, name: 'listino.pdf' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      id: expect.any(Number),
      document: { fileName: 'listino.pdf', price: 12.5 },
    });
    const offer = await t.rest('GET', `offers.php?id=${id}`, undefined, tokens.it);
    expect(offer.body.documents).toHaveLength(1);
    expect(offer.body.documents[0].filePath).toBe(`/api/offers.php?download=1&id=${res.body.id}`);
  });

  it('checks content, presence, size and price with the spec messages (GraphQL and REST)', async () => {
    const id = await seedOffer(t.app.database.platform, f);
    const files = await offerFiles();
    const fake = Buffer.from('<html>not a pdf</html>');
    expect((await upload(id, tokens.procurement, fake)).data.uploadOfferDocument.message).toBe(
      'Solo file PDF sono consentiti',
    );
    expect((await restUpload(t, tokens.procurement, { offerId: id, price: '1', content: fake })).body.error).toBe(
      'Solo file PDF sono consentiti',
    );
    expect((await restUpload(t, tokens.procurement, { offerId: id, price: '1' })).body.error).toBe(
      'Seleziona un file PDF',
    );
    for (const price of ['0', '-3', 'abc']) {
      const rest = await restUpload(t, tokens.procurement, { offerId: id, price, content: PDF });
      expect(rest).toMatchObject({ status: 400, body: { error: 'Inserisci un prezzo valido per il documento' } });
    }
    expect((await upload(id, tokens.procurement, PDF, '0')).data.uploadOfferDocument.message).toBe(
      'Inserisci un prezzo valido per il documento',
    );
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 + 1 - PDF.length, 32)]);
    const bigGql = await upload(id, tokens.procurement, big);
    expect(bigGql.data?.uploadOfferDocument?.message, JSON.stringify(bigGql).slice(0, 300)).toBe(
      'Il file è troppo grande (max 10MB)',
    );
    expect((await restUpload(t, tokens.procurement, { offerId: id, price: '1', content: big })).body.error).toBe(
      'Il file è troppo grande (max 10MB)',
    );
    expect(await offerFiles()).toBe(files);
    expect(await t.app.database.platform.offerDocument.count({ where: { offerId: id } })).toBe(0);
  });

  it('finance and IT may not upload; only pending offers of the own tenant take documents; no file is left behind', async () => {
    const id = await seedOffer(t.app.database.platform, f);
    expect((await upload(id, tokens.finance, PDF)).data.uploadOfferDocument.__typename).toBe('ForbiddenError');
    expect((await restUpload(t, tokens.it, { offerId: id, price: '1', content: PDF })).status).toBe(403);
    const files = await offerFiles();
    const approved = await seedOffer(t.app.database.platform, f, 'approved_finance');
    expect((await upload(approved, tokens.procurement, PDF)).data.uploadOfferDocument).toMatchObject({
      __typename: 'ConflictError',
      message: 'Documents can only be added while the offer is pending (before any approval)',
    });
    const globexProcurement = await t.login('procurement@globex.test', 'globex');
    expect((await upload(id, globexProcurement, PDF)).data.uploadOfferDocument.message).toBe('Offer not found');
    expect(await offerFiles()).toBe(files);
  });
});

describe('downloading offer documents', () => {
  it('serves application/pdf as offer-document-{id}.pdf to every role of the tenant, to nobody else', async () => {
    const id = await seedOffer(t.app.database.platform, f);
    const { body } = await restUpload(t, tokens.procurement, { offerId: id, price: '5', content: PDF });
    for (const token of Object.values(tokens)) {
      const res = await download(body.id, token);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="offer-document-${body.id}.pdf"`);
      expect(Buffer.from(await res.arrayBuffer())).toEqual(PDF);
    }
    expect((await download(body.id, globexToken)).status).toBe(404);
    expect((await download(body.id, null)).status).toBe(401);
    expect((await download(999999, tokens.admin)).status).toBe(404);
  });

  it('every seeded demo document downloads as a valid PDF of its recorded size', async () => {
    const documents = await t.app.database.platform.offerDocument.findMany({
      where: { tenantId: f.tenantId, offer: { title: { not: { startsWith: 'Fixture offer' } } } },
    });
    expect(documents.length).toBeGreaterThan(0);
    for (const doc of documents) {
      const res = await download(doc.id, tokens.finance);
      expect(res.status).toBe(200);
      const content = Buffer.from(await res.arrayBuffer());
      expect(content.subarray(0, 5).toString()).toBe('%PDF-');
      expect(content.toString('latin1')).toMatch(/%%EOF\n$/);
      expect(content.length).toBe(doc.fileSize);
    }
  });
});
