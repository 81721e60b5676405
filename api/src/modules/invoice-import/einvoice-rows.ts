// From one parsed FatturaPA body to the rows the database keeps (pure: no database, no HTTP). The
// file's figures are kept exactly as written; the invoice's accounting amounts (netAmount, vatAmount,
// totalAmount) carry the sign of the document: a credit note (TD04) counts negative everywhere.
import type { InvoiceBody, InvoiceFileOutcome, PaymentDetail, VatId } from '../einvoices/types.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { treeForBody } from './render-tree.ts';
import { addDays } from '../../shared/calendar.ts';
import { isValidBic, isValidIban, normaliseBic, normaliseIban } from '../../shared/bank-account.ts';
import { Decimal, parseDate } from '../../shared/scalars.ts';

/** Document types whose amounts reduce what the company owes. */
export const CREDIT_NOTE_TYPES: ReadonlySet<string> = new Set(['TD04']);

export const DOCUMENT_TYPE_LABELS: Record<string, string> = {
  TD01: 'Fattura',
  TD02: 'Acconto/anticipo su fattura',
  TD03: 'Acconto/anticipo su parcella',
  TD04: 'Nota di credito',
  TD05: 'Nota di debito',
  TD06: 'Parcella',
  TD16: 'Integrazione fattura reverse charge interno',
  TD17: 'Integrazione/autofattura per acquisto servizi dall’estero',
  TD18: 'Integrazione per acquisto di beni intracomunitari',
  TD19: 'Integrazione/autofattura per acquisto di beni ex art. 17 c.2',
  TD20: 'Autofattura per regolarizzazione',
  TD21: 'Autofattura per splafonamento',
  TD22: 'Estrazione beni da Deposito IVA',
  TD23: 'Estrazione beni da Deposito IVA con versamento IVA',
  TD24: 'Fattura differita (art. 21, comma 4, lett. a)',
  TD25: 'Fattura differita (art. 21, comma 4, terzo periodo, lett. b)',
  TD26: 'Cessione di beni ammortizzabili e passaggi interni',
  TD27: 'Autoconsumo o cessioni gratuite senza rivalsa',
  TD28: 'Acquisti da San Marino con IVA',
};

export function documentTypeLabel(code: string): string {
  return DOCUMENT_TYPE_LABELS[code] ?? `Tipo documento ${code}`;
}

export function documentSign(documentType: string): 1 | -1 {
  return CREDIT_NOTE_TYPES.has(documentType) ? -1 : 1;
}

const cents = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
const sum = (values: (string | null)[]) => values.reduce((acc, v) => (v ? acc.add(v) : acc), new Decimal(0));

/**
 * The form a VAT id takes on a Supplier or Tenant row: an Italian partita IVA as its 11 digits (as
 * vat-number.ts stores it), a foreign one as country code + code, upper case.
 */
export function storedVatNumber(vatId: VatId): string {
  const country = vatId.country.trim().toUpperCase();
  const code = vatId.code.replace(/[\s.\-/]/g, '').toUpperCase();
  if (country === 'IT') return code.replace(/^IT/, '');
  return code.startsWith(country) ? code : `${country}${code}`;
}

/** A DettaglioPagamento's due date: stated, else its reference date plus its days, else none. */
export function dueDateOf(detail: PaymentDetail): Date | null {
  if (detail.dueDate) return parseDate(detail.dueDate, 'DataScadenzaPagamento');
  if (detail.termStartDate && detail.termDays !== null) {
    return addDays(parseDate(detail.termStartDate, 'DataRiferimentoTerminiPagamento'), detail.termDays);
  }
  return null;
}

export interface InvoiceFigures {
  invoiceDate: Date;
  dueDate: Date;
  netAmount: Decimal;
  vatAmount: Decimal;
  totalAmount: Decimal;
  documentTotal: Decimal | null;
  withholdingAmount: Decimal | null;
  stampDutyAmount: Decimal | null;
  welfareFundAmount: Decimal | null;
  /** The taxable amount as the file states it (unsigned): what the order total is compared with. */
  taxableAmount: Decimal;
  paymentTerms: string | null;
}

/** Payment term of a manual invoice, used when the file names no due date at all. */
const DEFAULT_PAYMENT_DAYS = 30;

export function figuresOf(body: InvoiceBody): InvoiceFigures {
  const sign = documentSign(body.documentType);
  const invoiceDate = parseDate(body.date, 'Data');
  const taxable = sum(body.vatSummary.map((row) => row.taxableAmount));
  const tax = sum(body.vatSummary.map((row) => row.tax));
  const documentTotal = body.totalAmount === null ? null : new Decimal(body.totalAmount);
  const details = body.payments.flatMap((p) => p.details);
  const dueDates = details.map(dueDateOf).filter((d): d is Date => d !== null);
  const firstDue = dueDates.sort((a, b) => a.getTime() - b.getTime())[0];
  return {
    invoiceDate,
    dueDate: firstDue ?? addDays(invoiceDate, DEFAULT_PAYMENT_DAYS),
    netAmount: cents(taxable).mul(sign),
    vatAmount: cents(tax).mul(sign),
    totalAmount: (documentTotal ?? cents(taxable.add(tax))).mul(sign),
    documentTotal,
    withholdingAmount: body.withholdings.length ? sum(body.withholdings.map((w) => w.amount)) : null,
    stampDutyAmount: body.stampDuty?.amount ? new Decimal(body.stampDuty.amount) : null,
    welfareFundAmount: body.welfareFunds.length ? sum(body.welfareFunds.map((w) => w.amount)) : null,
    taxableAmount: taxable,
    paymentTerms: body.payments[0]?.conditions ?? null,
  };
}

export interface LineRow {
  position: number;
  lineNumber: number;
  description: string;
  quantity: Decimal | null;
  unit: string | null;
  unitPrice: Decimal;
  lineTotal: Decimal;
  vatPercentage: Decimal;
  vatNature: string | null;
  discounts: { type: string; percentage: string | null; amount: string | null }[] | null;
  netAmount: Decimal;
  vatAmount: Decimal;
}

/** The lines as stated; netAmount/vatAmount are the line to the cent and its VAT, for the manual columns. */
export function linesOf(body: InvoiceBody): LineRow[] {
  return body.lines.map((line, position) => {
    const lineTotal = new Decimal(line.total);
    const vatPercentage = new Decimal(line.vatRate);
    const netAmount = cents(lineTotal);
    return {
      position,
      lineNumber: line.lineNumber,
      description: line.description.slice(0, 1000),
      quantity: line.quantity === null ? null : new Decimal(line.quantity),
      unit: line.unit,
      unitPrice: new Decimal(line.unitPrice),
      lineTotal,
      vatPercentage,
      vatNature: line.nature,
      discounts: line.adjustments.length
        ? line.adjustments.map((a) => ({ type: a.type, percentage: a.percentage, amount: a.amount }))
        : null,
      netAmount,
      vatAmount: cents(netAmount.mul(vatPercentage).div(100)),
    };
  });
}

export function vatSummaryOf(body: InvoiceBody) {
  return body.vatSummary.map((row, position) => ({
    position,
    vatPercentage: new Decimal(row.vatRate),
    vatNature: row.nature,
    taxableAmount: new Decimal(row.taxableAmount),
    taxAmount: new Decimal(row.tax),
    chargeability: row.vatDue,
    ancillaryExpenses: row.incidentalCosts === null ? null : new Decimal(row.incidentalCosts),
    rounding: row.rounding === null ? null : new Decimal(row.rounding),
    legalReference: row.legalReference,
  }));
}

export function installmentsOf(body: InvoiceBody) {
  return body.payments
    .flatMap((p) => p.details)
    .map((detail, position) => ({
      position,
      dueDate: dueDateOf(detail),
      amount: new Decimal(detail.amount),
      method: detail.method,
      iban: detail.iban,
      bic: detail.bic,
      beneficiary: detail.beneficiary,
    }));
}

/**
 * The first valid IBAN the file gives to pay to (what the supplier learns when it has none). The
 * FatturaPA schema checks only the IBAN's shape: one failing the ISO 13616 check is not learnt (the
 * instalment keeps it as stated), nor a BIC that is not ISO 9362.
 */
export function firstIban(body: InvoiceBody): { iban: string; bic: string | null } | null {
  const detail = body.payments.flatMap((p) => p.details).find((d) => d.iban && isValidIban(d.iban));
  if (!detail?.iban) return null;
  return {
    iban: normaliseIban(detail.iban),
    bic: detail.bic && isValidBic(detail.bic) ? normaliseBic(detail.bic) : null,
  };
}

/** "FT/123 del 2025-01-31": how a referenced document is named in texts. */
export function referenceText(documentId: string, date: string | null): string {
  return date ? `${documentId} del ${date}` : documentId;
}

/** What the import decided beside the file: supplier, order link, referenced invoice, notes, who. */
export interface BodyContext {
  tenantId: number;
  supplierId: number;
  originalKey: string;
  orderId: number | null;
  orderReference: string | null;
  linkedInvoiceId: number | null;
  /** Notes of the import itself (the order match), after the file's own discrepancies. */
  notes: string[];
  createdById: number | null;
}

/** The Invoice row of one body of an invoice file (its lines, summary and schedule are separate rows). */
export function invoiceData(
  outcome: InvoiceFileOutcome,
  body: InvoiceBody,
  context: BodyContext,
): Prisma.InvoiceUncheckedCreateInput {
  const figures = figuresOf(body);
  const reference = body.linkedInvoices[0];
  return {
    tenantId: context.tenantId,
    invoiceNumber: body.number,
    companyName: outcome.document.supplier.name.slice(0, 200),
    supplierId: context.supplierId,
    orderId: context.orderId,
    invoiceDate: figures.invoiceDate,
    dueDate: figures.dueDate,
    netAmount: figures.netAmount,
    vatAmount: figures.vatAmount,
    totalAmount: figures.totalAmount,
    createdById: context.createdById,
    documentType: body.documentType,
    source: 'fatturapa',
    documentTotal: figures.documentTotal,
    withholdingAmount: figures.withholdingAmount,
    stampDutyAmount: figures.stampDutyAmount,
    welfareFundAmount: figures.welfareFundAmount,
    paymentTerms: figures.paymentTerms,
    originalFileKey: context.originalKey,
    originalFileName: outcome.original.fileName.slice(0, 200),
    bodyNumber: body.index + 1,
    signerName: outcome.signers[0]?.name.slice(0, 200) ?? null,
    orderReference: context.orderReference,
    linkedInvoiceId: context.linkedInvoiceId,
    linkedInvoiceReference: reference ? referenceText(reference.documentId, reference.date) : null,
    discrepancies: [...body.discrepancies.map((d) => d.message), ...context.notes],
    renderTree: treeForBody(outcome.document.tree, body.index) as unknown as Prisma.InputJsonValue,
  };
}

/** The rows that hang off an invoice: lines, VAT summary and payment schedule, for createMany. */
export function childRows(body: InvoiceBody, tenantId: number, invoiceId: number) {
  return {
    lines: linesOf(body).map((line) => ({ tenantId, invoiceId, ...line, discounts: line.discounts ?? undefined })),
    vatSummary: vatSummaryOf(body).map((row) => ({ tenantId, invoiceId, ...row })),
    installments: installmentsOf(body).map((row) => ({ tenantId, invoiceId, ...row })),
  };
}

/** An embedded attachment is kept as a PDF when it says it is one (and is not compressed), else as bytes. */
export function attachmentExtension(attachment: { name: string; format: string | null; compression: string | null }) {
  const pdf = attachment.format?.toUpperCase() === 'PDF' || /\.pdf$/i.test(attachment.name);
  return pdf && !attachment.compression ? ('pdf' as const) : ('bin' as const);
}
