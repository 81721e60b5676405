// Imports each tenant's demo e-invoice (demo-einvoices.ts) inside the seed's transaction: read and
// validated by the e-invoice reader, mapped by the import's own row builders, stored like an upload.
import type { Storage } from '../../api/src/shared/storage.ts';
import { demoPdf } from '../../api/src/modules/documents/demo-pdf.ts';
import { readEInvoiceBytes } from '../../api/src/modules/einvoices/einvoice-reader.ts';
import { attachmentExtension, childRows, invoiceData } from '../../api/src/modules/invoice-import/einvoice-rows.ts';
import { orderNotFound } from '../../api/src/modules/invoice-import/order-match.ts';
import { isoDay } from '../../api/src/shared/calendar.ts';
import { DEMO_EINVOICES, demoEInvoiceFile } from './demo-einvoices.ts';
import { audit, need, type TenantRefs } from './refs.ts';
import type { TenantSeed } from './types.ts';

let sequence = 0;

export async function insertEInvoices(refs: TenantRefs, tenant: TenantSeed, storage?: Storage): Promise<void> {
  const { tx, cal, tenantId, users } = refs;
  for (const seed of DEMO_EINVOICES[tenant.shortName] ?? []) {
    sequence += 1;
    const supplier = need(refs.suppliers, seed.supplier, 'supplier');
    const row = await tx.supplier.findUniqueOrThrow({ where: { id: supplier.id } });
    const pdf = demoPdf([`Fattura ${seed.number}`, row.businessName, 'Copia di cortesia della fattura elettronica']);
    const file = demoEInvoiceFile(seed, tenant, row, (offset) => isoDay(cal.day(offset)), pdf, sequence);
    const bytes = new Uint8Array(Buffer.from(file.xml, 'utf8'));
    const outcome = await readEInvoiceBytes(file.fileName, bytes);
    if (outcome.kind !== 'invoice') {
      throw new Error(`Demo data: ${file.fileName} is not a valid e-invoice: ${JSON.stringify(outcome)}`);
    }
    const body = outcome.document.bodies[0]!;
    const stored = (content: Uint8Array, extension: 'xml' | 'pdf' | 'bin', n: number) =>
      storage
        ? storage.put(tx, tenantId, 'invoices', content, true, extension)
        : Promise.resolve(
            `invoices/00000000-0000-4000-8000-${String(sequence * 10 + n).padStart(12, '0')}.${extension}`,
          );
    const originalKey = await stored(bytes, 'xml', 0);
    const createdAt = cal.at(-seed.daysAgo + 1, 9);
    const invoice = await tx.invoice.create({
      data: {
        ...invoiceData(outcome, body, {
          tenantId,
          supplierId: supplier.id,
          originalKey,
          orderId: null,
          orderReference: seed.orderNumber ?? null,
          linkedInvoiceId: null,
          notes: seed.orderNumber ? [orderNotFound(seed.orderNumber)] : [],
          createdById: users.finance.id,
        }),
        createdAt,
      },
      select: { id: true },
    });
    const children = childRows(body, tenantId, invoice.id);
    await tx.invoiceLine.createMany({ data: children.lines });
    await tx.invoiceVatSummary.createMany({ data: children.vatSummary });
    await tx.invoiceInstallment.createMany({ data: children.installments });
    for (const [n, attachment] of body.attachments.entries()) {
      await tx.invoiceAttachment.create({
        data: {
          tenantId,
          invoiceId: invoice.id,
          fileName: attachment.name,
          storageKey: await stored(attachment.content, attachmentExtension(attachment), n + 1),
          fileSize: attachment.content.length,
          source: 'embedded',
          format: attachment.format,
          description: attachment.description,
          createdAt,
        },
      });
    }
    audit(refs, users.finance, 'Invoice', invoice.id, 'import', createdAt, { file: file.fileName });
  }
}
