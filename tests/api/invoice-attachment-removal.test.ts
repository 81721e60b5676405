/**
 * Issue 14, point 12: a PDF attached to an invoice by mistake can be removed by finance or an admin
 * while the invoice awaits its first approval (REST DELETE ?attachment=N and GraphQL
 * removeInvoiceAttachment), audited; never after an approval step, never a file embedded in an
 * e-invoice, never another tenant's.
 */
import { describe, expect, it } from 'vitest';
import { REMOVE_MESSAGES } from '../../api/src/modules/invoice-import/remove-attachment.service.ts';
import { pdfAttachmentInvoice } from '../fixtures/fatturapa/scenarios.ts';
import { appForFile, loginAll } from '../setup/test-app.ts';
import { asUpload, only, restAttachPdf, restImport } from './einvoice-support.ts';
import { APPROVE, gid } from './invoices-support.ts';
import { PDF } from './offers-support.ts';

const t = await appForFile();
const tokens = await loginAll(t);
const globexFinance = await t.login('finance@globex.test', 'globex');
const prisma = t.app.database.platform;

const REMOVE = `mutation ($input: RemoveInvoiceAttachmentInput!) { removeInvoiceAttachment(input: $input) {
  __typename ... on Error { message code } ... on MutationRemoveInvoiceAttachmentSuccess { data { invoice { rowId attachments { rowId } } } } } }`;
const CAN_REMOVE = `query ($id: ID!) { invoice(id: $id) { attachments { rowId canRemove } } }`;

/** A fresh pending manual invoice of Acme with a PDF attached by finance. */
async function attached(): Promise<{ invoiceId: number; attachmentId: number; key: string }> {
  const source = await prisma.invoice.findFirstOrThrow({
    where: { tenant: { shortName: 'acme' }, source: 'manual', status: 'pending' },
  });
  const { id: _id, createdAt: _c, updatedAt: _u, invoiceYear: _y, orderId: _o, ...copy } = source;
  const invoice = await prisma.invoice.create({
    data: { ...copy, invoiceNumber: `ALLEGATO-${Math.random().toString(36).slice(2, 8)}`, renderTree: undefined },
  });
  const res = await restAttachPdf(t, tokens.finance, invoice.id, PDF, 'fattura sbagliata.pdf');
  expect(res.status).toBe(200);
  const row = await prisma.invoiceAttachment.findUniqueOrThrow({ where: { id: res.body.attachment.id } });
  return { invoiceId: invoice.id, attachmentId: row.id, key: row.storageKey };
}

const removeRest = (attachmentId: number, token: string | null) =>
  t.rest('DELETE', `invoices.php?attachment=${attachmentId}`, undefined, token);

async function stillThere(attachmentId: number, key: string): Promise<boolean> {
  const row = await prisma.invoiceAttachment.findUnique({ where: { id: attachmentId } });
  const file = await prisma.storedFile.findUnique({ where: { key } });
  return row !== null && file !== null;
}

describe('removing a PDF attached to an invoice', () => {
  it('finance removes it through REST before any approval: the row, the file and the download go, audited', async () => {
    const { invoiceId, attachmentId, key } = await attached();
    const before = await t.gql<any>(CAN_REMOVE, { id: gid('Invoice', invoiceId) }, tokens.finance);
    expect(before.data.invoice.attachments).toEqual([{ rowId: attachmentId, canRemove: true }]);
    const res = await removeRest(attachmentId, tokens.finance);
    expect(res).toEqual({ status: 200, body: { success: true, invoice_id: invoiceId } });
    expect(await stillThere(attachmentId, key)).toBe(false);
    expect((await prisma.storedFile.findMany({ where: { key } })).length).toBe(0);
    const detail = await t.rest('GET', `invoices.php?id=${invoiceId}`, undefined, tokens.finance);
    expect(detail.body.attachments).toEqual([]);
    expect((await t.rest('GET', `invoices.php?attachment=${attachmentId}`, undefined, tokens.finance)).status).toBe(
      404,
    );
    const audit = await prisma.auditLog.findMany({ where: { entityType: 'Invoice', entityId: invoiceId } });
    expect(audit.map((a) => a.action)).toEqual(['attach', 'detach']);
    expect(audit[1]).toMatchObject({
      actorEmail: 'finance@acme.test',
      changes: { attachmentId, fileName: 'fattura sbagliata.pdf', fileSize: PDF.length },
    });
    // Gone is gone: a second removal finds nothing.
    expect((await removeRest(attachmentId, tokens.finance)).status).toBe(404);
  });

  it('an admin removes it through GraphQL; procurement and the IT director may not, and nothing changes', async () => {
    const { invoiceId, attachmentId, key } = await attached();
    for (const token of [tokens.procurement, tokens.it]) {
      const seen = await t.gql<any>(CAN_REMOVE, { id: gid('Invoice', invoiceId) }, token);
      expect(seen.data.invoice.attachments).toEqual([{ rowId: attachmentId, canRemove: false }]);
      expect((await removeRest(attachmentId, token)).status).toBe(403);
      const gql = await t.gql<any>(REMOVE, { input: { attachmentId: String(attachmentId) } }, token);
      expect(gql.data.removeInvoiceAttachment.code).toBe('FORBIDDEN');
    }
    expect((await removeRest(attachmentId, null)).status).toBe(401);
    expect(await stillThere(attachmentId, key)).toBe(true);
    const res = await t.gql<any>(REMOVE, { input: { attachmentId: String(attachmentId) } }, tokens.admin);
    expect(res.data.removeInvoiceAttachment).toEqual({
      __typename: 'MutationRemoveInvoiceAttachmentSuccess',
      data: { invoice: { rowId: invoiceId, attachments: [] } },
    });
    expect(await stillThere(attachmentId, key)).toBe(false);
  });

  it('is refused once the first approval step is taken: the approver has seen the document', async () => {
    const { invoiceId, attachmentId, key } = await attached();
    const approved = await t.gql<any>(APPROVE, { id: gid('Invoice', invoiceId) }, tokens.finance);
    expect(approved.data.approveInvoice.data.invoice.status).toBe('approved_finance');
    const seen = await t.gql<any>(CAN_REMOVE, { id: gid('Invoice', invoiceId) }, tokens.admin);
    expect(seen.data.invoice.attachments).toEqual([{ rowId: attachmentId, canRemove: false }]);
    expect(await removeRest(attachmentId, tokens.admin)).toMatchObject({
      status: 409,
      body: { success: false, error: REMOVE_MESSAGES.notPending },
    });
    const gql = await t.gql<any>(REMOVE, { input: { attachmentId: String(attachmentId) } }, tokens.finance);
    expect(gql.data.removeInvoiceAttachment).toMatchObject({ code: 'CONFLICT', message: REMOVE_MESSAGES.notPending });
    expect(await stillThere(attachmentId, key)).toBe(true);
  });

  it('never removes a file embedded in an e-invoice, nor another tenant’s', async () => {
    const imported = only((await restImport(t, tokens.finance, [asUpload(pdfAttachmentInvoice())])).body.imported);
    const embedded = await prisma.invoiceAttachment.findFirstOrThrow({ where: { invoiceId: (imported as any).id } });
    expect(await removeRest(embedded.id, tokens.finance)).toMatchObject({
      status: 409,
      body: { error: REMOVE_MESSAGES.embedded },
    });
    expect(await stillThere(embedded.id, embedded.storageKey)).toBe(true);

    const { attachmentId, key } = await attached();
    expect((await removeRest(attachmentId, globexFinance)).status).toBe(404);
    const gql = await t.gql<any>(REMOVE, { input: { attachmentId: String(attachmentId) } }, globexFinance);
    expect(gql.data.removeInvoiceAttachment.code).toBe('NOT_FOUND');
    expect(await stillThere(attachmentId, key)).toBe(true);
  });
});
