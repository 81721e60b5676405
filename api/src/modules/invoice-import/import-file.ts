// One e-invoice file imported in one transaction (issue 14): all its invoices or none of them.
import { usualCostCenterId } from '../budgets/line-cost-centers.ts';
import { tooPreciseFigure } from './exact-figures.ts';
import type { Context, Viewer } from '../../context.ts';
import { inTenantTx, type TxClient } from '../../db/tenant-scope.ts';
import { isUniqueViolation } from '../common/master-data.ts';
import { logError } from '../../shared/logger.ts';
import { Decimal } from '../../shared/scalars.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { InvoiceBody, InvoiceFileOutcome, Party } from '../einvoices/types.ts';
import {
  CREDIT_NOTE_TYPES,
  attachmentExtension,
  childRows,
  figuresOf,
  firstIban,
  invoiceData,
  storedVatNumber,
} from './einvoice-rows.ts';
import { findSupplier, supplierFor } from './import-supplier.ts';
import { MATCHED_ORDER_SELECT, checkOrder, orderNotFound, orderReferences, type Tolerance } from './order-match.ts';
import type { DuplicateEntry, ImportedEntry, ImportReport } from './import-report.ts';

export const NOT_ADDRESSED = 'Fattura non intestata a questa azienda';

/** The tenant's data an import reads once per request. */
export interface ImportTenant {
  id: number;
  vatNumber: string | null;
  fiscalCode: string | null;
  tolerance: Tolerance;
}

/**
 * How long each of an import's database steps may wait for a connection: a batch queues behind the
 * other batches being imported (one PGlite connection, or a busy pool), and waiting is right for an
 * import where a refusal after Prisma's 2 s (a model read) or 10 s (a transaction) is not.
 */
export const IMPORT_WAIT_MS = 120_000;

/**
 * Point 4: when the tenant's VAT number or fiscal code is set, the CessionarioCommittente must carry
 * one of them (a company's fiscal code is usually its VAT number, so either may match either).
 */
export function isAddressedTo(customer: Party, tenant: Pick<ImportTenant, 'vatNumber' | 'fiscalCode'>): boolean {
  const own = [tenant.vatNumber, tenant.fiscalCode].filter((v): v is string => Boolean(v)).map((v) => v.toUpperCase());
  if (own.length === 0) return true;
  const theirs = [
    customer.vatId ? storedVatNumber(customer.vatId) : null,
    customer.fiscalCode?.trim().toUpperCase(),
  ].filter((v): v is string => Boolean(v));
  return theirs.some((id) => own.includes(id));
}

const yearOf = (isoDate: string) => Number(isoDate.slice(0, 4));

interface Attempt {
  report: ImportReport;
  storedKeys: string[];
}

/** How often a file is retried after losing a race on a unique key (a supplier, an invoice, an order). */
const ATTEMPTS = 3;

/**
 * Imports the invoices of one file. A concurrent import of the same file (or of another file naming
 * the same new supplier or the same order) makes this transaction fail on a unique key: it is rolled
 * back and the file imported again, which then finds the other import's rows (a duplicate, a known
 * supplier, an order already invoiced). Files written to storage by a rolled-back attempt are removed.
 */
export async function importInvoiceFile(
  ctx: Context,
  viewer: Viewer,
  tenant: ImportTenant,
  outcome: InvoiceFileOutcome,
): Promise<ImportReport> {
  const label = outcome.file.label;
  if (!isAddressedTo(outcome.document.customer, tenant)) {
    return { imported: [], duplicates: [], errors: [{ file: label, error: NOT_ADDRESSED }] };
  }
  const tooPrecise = tooPreciseFigure(outcome.document);
  if (tooPrecise) return { imported: [], duplicates: [], errors: [{ file: label, error: tooPrecise }] };
  for (let attempt = 1; ; attempt += 1) {
    const state: Attempt = { report: { imported: [], duplicates: [], errors: [] }, storedKeys: [] };
    try {
      await inTenantTx(
        ctx.app.database.prisma,
        tenant.id,
        (tx) => importInTx(tx, ctx, viewer, tenant, outcome, state),
        { timeout: IMPORT_WAIT_MS, maxWait: IMPORT_WAIT_MS },
      );
      return state.report;
    } catch (error) {
      for (const key of state.storedKeys) {
        await ctx.app.storage
          .remove(ctx.db, key)
          .catch((removal: unknown) =>
            logError('import: could not remove a rolled-back file', { key, error: removal }),
          );
      }
      if (attempt < ATTEMPTS && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

async function importInTx(
  tx: TxClient,
  ctx: Context,
  viewer: Viewer,
  tenant: ImportTenant,
  outcome: InvoiceFileOutcome,
  state: Attempt,
): Promise<void> {
  const { document, original } = outcome;
  const label = outcome.file.label;
  const known = await findSupplier(tx, tenant.id, document.supplier);

  // Which bodies are new: the same supplier, number and year is the same invoice (point 9). A number
  // repeated inside the file is a duplicate of its first body (of the invoice that one is or becomes).
  const fresh: InvoiceBody[] = [];
  const repeated: InvoiceBody[] = [];
  const idOf = new Map<string, number | null>();
  const keyOf = (body: InvoiceBody) => `${body.number}\u0000${yearOf(body.date)}`;
  for (const body of document.bodies) {
    if (idOf.has(keyOf(body))) {
      repeated.push(body);
      continue;
    }
    const existing = known
      ? await tx.invoice.findFirst({
          where: {
            tenantId: tenant.id,
            supplierId: known.id,
            invoiceNumber: body.number,
            invoiceYear: yearOf(body.date),
          },
          select: { id: true },
        })
      : null;
    idOf.set(keyOf(body), existing?.id ?? null);
    if (existing) state.report.duplicates.push(duplicate(label, body, existing.id));
    else fresh.push(body);
  }
  const reportRepeated = () => {
    for (const body of repeated) state.report.duplicates.push(duplicate(label, body, idOf.get(keyOf(body)) ?? null));
  };
  if (fresh.length === 0) {
    reportRepeated();
    return;
  }

  const bank = document.bodies.map(firstIban).find((b) => b !== null) ?? null;
  const supplier = await supplierFor(tx, ctx, tenant.id, document.supplier, known, bank);
  const originalKey = await ctx.app.storage.put(tx, tenant.id, 'invoices', original.bytes, true, original.envelope);
  state.storedKeys.push(originalKey);
  for (const body of fresh) {
    const entry = await insertBody(tx, ctx, viewer, tenant, outcome, body, supplier, originalKey, state);
    idOf.set(keyOf(body), entry.id);
    state.report.imported.push(entry);
  }
  reportRepeated();
}

function duplicate(file: string, body: InvoiceBody, id: number | null): DuplicateEntry {
  return { file, invoice_number: body.number, id };
}

/** The order a body cites, when it is one of the tenant's: linked, or unlinked with the reason. */
async function matchOrder(
  tx: TxClient,
  tenant: ImportTenant,
  body: InvoiceBody,
  supplierId: number,
  taxableAmount: Decimal,
): Promise<{ orderId: number | null; orderReference: string | null; notes: string[] }> {
  const { cited, fromOrders } = orderReferences(body);
  if (cited.length === 0) return { orderId: null, orderReference: null, notes: [] };
  const orders = await tx.order.findMany({
    where: { tenantId: tenant.id, orderNumber: { in: cited } },
    select: MATCHED_ORDER_SELECT,
  });
  const order = cited.map((n) => orders.find((o) => o.orderNumber === n)).find((o) => o !== undefined);
  if (!order) {
    const reference = fromOrders[0] ?? null;
    return {
      orderId: null,
      orderReference: reference ?? cited[0]!,
      notes: reference ? [orderNotFound(reference)] : [],
    };
  }
  // A credit note cites the order of the invoice it corrects: it is not that order's invoice.
  if (CREDIT_NOTE_TYPES.has(body.documentType)) return { orderId: null, orderReference: order.orderNumber, notes: [] };
  const check = checkOrder(
    { ...order, hasInvoice: order.invoice !== null },
    { supplierId, taxableAmount },
    tenant.tolerance,
  );
  if (!check.linkable) return { orderId: null, orderReference: order.orderNumber, notes: [check.reason] };
  return { orderId: order.id, orderReference: order.orderNumber, notes: check.discrepancy ? [check.discrepancy] : [] };
}

async function insertBody(
  tx: TxClient,
  ctx: Context,
  viewer: Viewer,
  tenant: ImportTenant,
  outcome: InvoiceFileOutcome,
  body: InvoiceBody,
  supplier: { id: number; name: string },
  originalKey: string,
  state: Attempt,
): Promise<ImportedEntry> {
  const tenantId = tenant.id;
  const figures = figuresOf(body);
  const match = await matchOrder(tx, tenant, body, supplier.id, figures.taxableAmount);
  const reference = body.linkedInvoices[0];
  const linked = reference
    ? await tx.invoice.findFirst({
        where: {
          tenantId,
          supplierId: supplier.id,
          invoiceNumber: reference.documentId,
          ...(reference.date ? { invoiceYear: yearOf(reference.date) } : {}),
        },
        select: { id: true },
        orderBy: { id: 'desc' },
      })
    : null;
  const data = invoiceData(outcome, body, {
    tenantId,
    supplierId: supplier.id,
    originalKey,
    orderId: match.orderId,
    orderReference: match.orderReference,
    linkedInvoiceId: linked?.id ?? null,
    notes: match.notes,
    createdById: viewer.userId,
  });
  const discrepancies = data.discrepancies as string[];
  const invoice = await tx.invoice.create({ data, select: { id: true } });
  const invoiceId = invoice.id;
  const children = childRows(body, tenantId, invoiceId);
  // Issue 18: a file without an order charges its lines to the supplier's usual cost center (editable until approval).
  const usual = match.orderId || !children.lines.length ? null : await usualCostCenterId(tx, tenantId, supplier.id);
  if (children.lines.length)
    await tx.invoiceLine.createMany({ data: children.lines.map((line) => ({ ...line, costCenterId: usual })) });
  if (children.vatSummary.length) await tx.invoiceVatSummary.createMany({ data: children.vatSummary });
  if (children.installments.length) await tx.invoiceInstallment.createMany({ data: children.installments });
  for (const attachment of body.attachments) {
    const storageKey = await ctx.app.storage.put(
      tx,
      tenantId,
      'invoices',
      attachment.content,
      true,
      attachmentExtension(attachment),
    );
    state.storedKeys.push(storageKey);
    await tx.invoiceAttachment.create({
      data: {
        tenantId,
        invoiceId,
        fileName: attachment.name.slice(0, 200) || `allegato-${attachment.index + 1}`,
        storageKey,
        fileSize: attachment.content.length,
        source: 'embedded',
        format: attachment.format,
        description: attachment.description,
      },
      select: { id: true },
    });
  }
  await recordAudit(tx, ctx, {
    tenantId,
    entityType: 'Invoice',
    entityId: invoiceId,
    action: 'import',
    changes: {
      invoiceNumber: body.number,
      documentType: body.documentType,
      file: outcome.file.label,
      supplierId: supplier.id,
      orderId: match.orderId,
      linkedInvoiceId: linked?.id ?? null,
      totalAmount: figures.totalAmount.toFixed(2),
      discrepancies: discrepancies.length,
    },
  });
  return {
    id: invoiceId,
    invoice_number: body.number,
    document_type: body.documentType,
    supplier_id: supplier.id,
    supplier_name: supplier.name,
    order_id: match.orderId,
    total_amount: figures.totalAmount,
    discrepancies,
  };
}
