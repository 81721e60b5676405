import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PDF_MESSAGES } from '../../api/src/shared/pdf.ts';
import { FILE_MESSAGES } from '../../api/src/modules/invoice-import/invoice-files.service.ts';
import { base64Envelope, createTestSigner, signCades } from '../fixtures/fatturapa/p7m.ts';
import {
  pdfAttachmentInvoice,
  SAMPLE_PDF,
  stationeryInvoice,
  instalmentsInvoice,
} from '../fixtures/fatturapa/scenarios.ts';
import { financeAppForFile, gid } from './invoices-support.ts';
import { gqlUpload, PDF } from './offers-support.ts';
import { asUpload, gqlImport, only, restAttachPdf, restImport } from './einvoice-support.ts';

/** Issue 14, points 10, 12 and 13: the legal original, signed files, attachments, and the detail's new data. */
const { t, tokens } = await financeAppForFile();
const globexFinance = await t.login('finance@globex.test', 'globex');
const prisma = t.app.database.platform;
const signer = await createTestSigner({ givenName: 'Mario', surname: 'Rossi', fiscalCode: 'RSSMRA85T10A562S' });

async function download(query: string, token: string | null) {
  const res = await fetch(`${t.baseUrl}/api/invoices.php?${query}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    disposition: res.headers.get('content-disposition'),
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}

const DETAIL = `query ($id: ID!) { invoice(id: $id) { documentType source originalFileName originalDownloadPath signerName
  withholdingAmount discrepancies paymentTerms
  lines { description quantity exactQuantity unitPrice exactUnitPrice unit lineTotal vatPercentage vatNature discounts { type percentage amount } }
  vatSummary { vatPercentage vatNature taxableAmount taxAmount chargeability }
  paymentSchedule { dueDate amount method iban bic }
  attachments { rowId fileName size source format description downloadPath }
  document { depth name value attachmentRowId attachmentSize attributes { name value } } } }`;

describe('the original file and signed envelopes', () => {
  it('a .xml.p7m (DER) is imported with its signer and downloaded byte for byte under its own name', async () => {
    const file = stationeryInvoice({ number: 'P7M-DER-1' });
    const der = await signCades(new Uint8Array(Buffer.from(file.xml)), signer);
    const name = `${file.fileName}.p7m`;
    const res = await restImport(t, tokens.finance, [{ name, content: der }]);
    const id = only(res.body.imported as any[]).id;
    const invoice = await prisma.invoice.findUniqueOrThrow({ where: { id } });
    expect(invoice).toMatchObject({ signerName: 'ROSSI MARIO', originalFileName: name });
    const got = await download(`id=${id}&original=1`, tokens.procurement);
    expect(got.status).toBe(200);
    expect(got.type).toBe('application/pkcs7-mime');
    expect(got.disposition).toBe(`attachment; filename="${name}"`);
    expect(got.bytes.equals(Buffer.from(der))).toBe(true);
    const detail = await t.rest('GET', `invoices.php?id=${id}`, undefined, tokens.finance);
    expect(detail.body).toMatchObject({
      signer: 'ROSSI MARIO',
      original_file_name: name,
      has_original: true,
      source: 'fatturapa',
    });
  });

  it('a base64 .p7m too; a plain .xml is stored as it came', async () => {
    const file = stationeryInvoice({ number: 'P7M-B64-1' });
    const b64 = base64Envelope(await signCades(new Uint8Array(Buffer.from(file.xml)), signer));
    const plain = stationeryInvoice({ number: 'XML-1' });
    const res = await gqlImport(t, tokens.admin, [{ name: `${file.fileName}.p7m`, content: b64 }, asUpload(plain)]);
    const [signed, xml] = res.data.importEInvoices.data.imported;
    expect((await download(`id=${signed.rowId}&original=1`, tokens.finance)).bytes.equals(Buffer.from(b64))).toBe(true);
    const original = await download(`id=${xml.rowId}&original=1`, tokens.finance);
    expect(original.type).toBe('application/xml');
    expect(original.bytes.toString('utf8')).toBe(plain.xml);
    const detail = await t.gql<any>(DETAIL, { id: gid('Invoice', xml.rowId) }, tokens.it);
    expect(detail.data.invoice).toMatchObject({
      source: 'fatturapa',
      signerName: null,
      originalDownloadPath: `/api/invoices.php?id=${xml.rowId}&original=1`,
    });
  });

  it('a manual invoice has no original; another tenant cannot download one', async () => {
    const manual = await prisma.invoice.findFirstOrThrow({
      where: { tenant: { shortName: 'acme' }, source: 'manual' },
    });
    const none = await download(`id=${manual.id}&original=1`, tokens.finance);
    expect(none.status).toBe(404);
    expect(JSON.parse(none.bytes.toString()).error).toBe(FILE_MESSAGES.noOriginal);
    const imported = await prisma.invoice.findFirstOrThrow({
      where: { tenant: { shortName: 'acme' }, source: 'fatturapa' },
    });
    expect((await download(`id=${imported.id}&original=1`, globexFinance)).status).toBe(404);
    expect((await download(`id=${imported.id}&original=1`, null)).status).toBe(401);
  });
});

describe('attachments', () => {
  it('an embedded PDF is stored as an attachment, downloadable, and the rendering points at it', async () => {
    const res = await restImport(t, tokens.finance, [asUpload(pdfAttachmentInvoice())]);
    const id = only(res.body.imported as any[]).id;
    const detail = await t.rest('GET', `invoices.php?id=${id}`, undefined, tokens.procurement);
    const attachment = only(detail.body.attachments as any[]);
    expect(attachment).toMatchObject({ file_name: 'RE-2025-00417.pdf', size: SAMPLE_PDF.length, source: 'embedded' });
    const got = await download(`attachment=${attachment.id}`, tokens.it);
    expect(got.type).toBe('application/pdf');
    expect(got.bytes.equals(Buffer.from(SAMPLE_PDF))).toBe(true);
    expect((await download(`attachment=${attachment.id}`, globexFinance)).status).toBe(404);
    const gql = await t.gql<any>(DETAIL, { id: gid('Invoice', id) }, tokens.finance);
    const inv = gql.data.invoice;
    expect(inv.attachments).toEqual([
      {
        rowId: attachment.id,
        fileName: 'RE-2025-00417.pdf',
        size: SAMPLE_PDF.length,
        source: 'embedded',
        format: 'PDF',
        description: 'Copia di cortesia della fattura',
        downloadPath: `/api/invoices.php?attachment=${attachment.id}`,
      },
    ]);
    // The root shows the file's version, not the namespace plumbing (xmlns, xsi:schemaLocation's long URL).
    expect(inv.document[0]).toMatchObject({
      depth: 0,
      name: 'FatturaElettronica',
      attributes: [{ name: 'versione', value: 'FPR12' }],
    });
    expect(inv.document.find((e: any) => e.name === 'Attachment')).toMatchObject({
      value: null,
      attachmentRowId: attachment.id,
      attachmentSize: SAMPLE_PDF.length,
    });
    // The rendering holds every element, also those the product does not model.
    const names = new Set(inv.document.map((e: any) => e.name));
    for (const name of ['DatiTrasmissione', 'CedentePrestatore', 'RegimeFiscale', 'DatiRiepilogo', 'NomeAttachment']) {
      expect(names.has(name), name).toBe(true);
    }
    expect(inv.lines[0]).toMatchObject({
      vatNature: 'N3.2',
      exactQuantity: '2.00',
      exactUnitPrice: '389.00',
      lineTotal: '778.00',
    });
    expect(detail.body.document).toMatchObject({
      name: 'FatturaElettronica',
      attributes: [{ name: 'versione', value: 'FPR12' }],
    });
  });

  it('finance attaches a PDF to a manual invoice (REST and GraphQL), checked like offer documents', async () => {
    const manual = await prisma.invoice.findFirstOrThrow({
      where: { tenant: { shortName: 'acme' }, source: 'manual' },
    });
    const upload = (content: Buffer, token: string | null, invoiceId: number | string = manual.id) =>
      restAttachPdf(t, token, invoiceId, content);
    const ok = await upload(PDF, tokens.finance);
    expect(ok).toEqual({
      status: 200,
      body: {
        success: true,
        attachment: { id: expect.any(Number), file_name: 'fattura scansionata.pdf', size: PDF.length },
      },
    });
    expect((await download(`attachment=${ok.body.attachment.id}`, tokens.procurement)).bytes.equals(PDF)).toBe(true);
    expect(await upload(Buffer.from('not a pdf'), tokens.finance)).toMatchObject({
      status: 400,
      body: { error: PDF_MESSAGES.notPdf },
    });
    expect((await upload(PDF, tokens.procurement)).status).toBe(403);
    expect((await upload(PDF, tokens.it)).status).toBe(403);
    expect((await upload(PDF, null)).status).toBe(401);
    const globexInvoice = await prisma.invoice.findFirstOrThrow({ where: { tenant: { shortName: 'globex' } } });
    expect((await upload(PDF, tokens.finance, globexInvoice.id)).status).toBe(404);

    const mutation = `mutation ($input: UploadInvoiceAttachmentInput!) { uploadInvoiceAttachment(input: $input) { __typename
      ... on Error { message } ... on MutationUploadInvoiceAttachmentSuccess { data { attachment { fileName source size } invoice { rowId attachments { fileName } } } } } }`;
    const gql = await gqlUpload(
      t,
      tokens.admin,
      mutation,
      { input: { invoiceId: gid('Invoice', manual.id), file: null } },
      'variables.input.file',
      PDF,
      'bolla.pdf',
    );
    expect(gql.data.uploadInvoiceAttachment.data).toEqual({
      attachment: { fileName: 'bolla.pdf', source: 'upload', size: PDF.length },
      invoice: { rowId: manual.id, attachments: [{ fileName: 'fattura scansionata.pdf' }, { fileName: 'bolla.pdf' }] },
    });
    const audit = await prisma.auditLog.count({
      where: { entityType: 'Invoice', entityId: manual.id, action: 'attach' },
    });
    expect(audit).toBe(2);
  });

  it('deleting an imported invoice removes its original and attachments', async () => {
    const res = await restImport(t, tokens.finance, [asUpload(instalmentsInvoice())]);
    const id = only(res.body.imported as any[]).id;
    const invoice = await prisma.invoice.findUniqueOrThrow({ where: { id }, include: { attachments: true } });
    const key = invoice.originalFileKey!;
    expect(await storedBytes(key)).toBe(true);
    expect((await t.rest('DELETE', `invoices.php?id=${id}`, undefined, tokens.finance)).status).toBe(200);
    expect(await prisma.storedFile.count({ where: { key } })).toBe(0);
    expect(await storedBytes(key)).toBe(false);
  });
});

/** Whether a file's bytes are kept: on disk with the local folder, in its row with a PostgreSQL server. */
async function storedBytes(key: string): Promise<boolean> {
  if (t.app.storage.kind === 'folder') return fs.existsSync(path.join(t.app.config.uploadDir, key));
  return (await prisma.storedFile.count({ where: { key, content: { not: null } } })) === 1;
}

describe('the detail carries the new data; the spec’s shapes stay', () => {
  it('REST GET ?id=N keeps the legacy fields and adds the e-invoice ones', async () => {
    const res = await restImport(t, tokens.finance, [asUpload(stationeryInvoice({ number: 'DETAIL-1' }))]);
    const id = only(res.body.imported as any[]).id;
    const detail = (await t.rest('GET', `invoices.php?id=${id}`, undefined, tokens.finance)).body;
    for (const legacy of [
      'id',
      'invoiceNumber',
      'orderId',
      'supplierId',
      'supplierName',
      'invoiceDate',
      'dueDate',
      'totalAmount',
      'vatAmount',
      'products',
      'status',
      'approvedByFinance',
      'approvedByIT',
    ]) {
      expect(detail, legacy).toHaveProperty(legacy);
    }
    expect(detail.products[1]).toMatchObject({ quantity: 4, unitPrice: 62, vatPercentage: 22 });
    expect(detail).toMatchObject({
      document_type: 'TD01',
      source: 'fatturapa',
      totalAmount: 622.57,
      withholding_amount: null,
      discrepancies: [],
      attachments: [],
    });
    expect(detail.lines[1]).toEqual({
      line_number: 2,
      description: 'Toner nero compatibile HP 26A',
      quantity: '4.00',
      unit: 'PZ',
      unit_price: '62.00',
      discounts: [{ type: 'SC', percentage: '10.00', amount: null }],
      line_total: '223.20',
      vat_percentage: '22.00',
      vat_nature: null,
    });
    const manual = await prisma.invoice.findFirstOrThrow({
      where: { tenant: { shortName: 'acme' }, source: 'manual' },
    });
    const typed = (await t.rest('GET', `invoices.php?id=${manual.id}`, undefined, tokens.finance)).body;
    expect(typed).toMatchObject({ source: 'manual', document_type: 'TD01', document: null, has_original: false });
  });
});
