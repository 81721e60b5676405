import { assertAllowed, tenantFilter, type Context } from '../../context.ts';
import { inTenantTx, type TxClient } from '../../db/tenant-scope.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import type { OrderStatus } from '../../generated/prisma/enums.ts';
import { Decimal } from '../../shared/scalars.ts';
import { addDays } from '../../shared/calendar.ts';
import { MESSAGES, optionalDate, requiredDate, requiredText, vatPercentage } from './invoice-input.ts';
import type { LineInput } from './invoice-totals.ts';
import {
  ORDER_HAS_INVOICE,
  assertDueAfterInvoice,
  assertReferences,
  insertInvoice,
  withInvoiceErrors,
} from './invoice-write.ts';

export const NOT_RECEIVED = "Invoice can only be created for orders with 'received' status";
export const ORDER_NOT_FOUND = 'Order not found';

/** A line the order brings to its invoice: the offer's products, then its priced PDF documents. */
export interface DraftLine {
  key: string;
  productId: number | null;
  description: string;
  quantity: number;
  unitPrice: Decimal;
}

export interface InvoiceDraft {
  orderId: number;
  orderNumber: string;
  status: OrderStatus;
  hasInvoice: boolean;
  supplierId: number;
  supplierName: string;
  supplierBusinessName: string;
  totalAmount: Decimal;
  lines: DraftLine[];
}

type Reader = Pick<TxClient, 'order'>;

async function loadDraft(db: Reader, where: { id: number; tenantId?: number }): Promise<InvoiceDraft | null> {
  const order = await db.order.findFirst({
    where,
    include: {
      invoice: { select: { id: true } },
      supplier: { select: { name: true, businessName: true } },
      offer: {
        select: {
          lines: { orderBy: { position: 'asc' }, include: { product: { select: { name: true } } } },
          documents: { orderBy: { id: 'asc' }, select: { id: true, fileName: true, price: true } },
        },
      },
    },
  });
  if (!order) return null;
  const lines: DraftLine[] = [
    ...order.offer.lines.map((line) => ({
      key: `line:${line.id}`,
      productId: line.productId,
      description: line.product.name,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
    })),
    ...order.offer.documents.map((doc) => ({
      key: `document:${doc.id}`,
      productId: null,
      description: doc.fileName,
      quantity: 1,
      unitPrice: doc.price,
    })),
  ];
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    hasInvoice: order.invoice !== null,
    supplierId: order.supplierId,
    supplierName: order.supplier.name,
    supplierBusinessName: order.supplier.businessName,
    totalAmount: order.totalAmount,
    lines,
  };
}

/** What the create-invoice-from-order screen shows: the order, whether it can be invoiced, its lines. */
export async function getInvoiceDraft(ctx: Context, orderId: number): Promise<InvoiceDraft> {
  const viewer = assertAllowed(ctx, 'invoice.create');
  // The RLS-scoped client has the same order API as a transaction client; only its type differs.
  const draft = await loadDraft(ctx.db as unknown as Reader, { id: orderId, ...tenantFilter(viewer) });
  if (!draft) throw new NotFoundError(ORDER_NOT_FOUND);
  return draft;
}

export interface VatChoice {
  key?: string | null;
  productId?: number | null;
  vatPercentage?: unknown;
}

export interface FromOrderInput {
  orderId: number;
  companyName?: unknown;
  invoiceNumber?: unknown;
  invoiceDate?: unknown;
  dueDate?: unknown;
  supplierId?: number | null;
  lines?: VatChoice[] | null;
}

/** The VAT chosen for each order line: by key, else by position or product (the legacy call). */
function applyVat(draft: DraftLine[], choices: VatChoice[]): LineInput[] {
  const used = new Set<number>();
  return draft.map((line, index) => {
    let j = choices.findIndex((c, k) => !used.has(k) && c.key === line.key);
    const atIndex = choices[index];
    if (j < 0 && atIndex && !atIndex.key && !used.has(index) && (atIndex.productId ?? null) === line.productId)
      j = index;
    if (j < 0 && line.productId !== null) {
      j = choices.findIndex((c, k) => !used.has(k) && !c.key && c.productId === line.productId);
    }
    if (j >= 0) used.add(j);
    const vat = j >= 0 ? vatPercentage(choices[j]?.vatPercentage) : new Decimal(22);
    return {
      productId: line.productId,
      description: line.description,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      vatPercentage: vat,
    };
  });
}

/**
 * Creates the invoice of a received order that has none, its lines taken from the order with a
 * VAT percentage each. Two requests at once for the same order: the unique (tenantId, orderId)
 * key lets exactly one through, the other gets the spec's 'already exists' message.
 */
export async function createInvoiceFromOrder(ctx: Context, input: FromOrderInput): Promise<{ id: number }> {
  const viewer = assertAllowed(ctx, 'invoice.create');
  const companyName = requiredText(input.companyName, MESSAGES.companyName, 'companyName');
  const invoiceNumber = requiredText(input.invoiceNumber, MESSAGES.invoiceNumber, 'invoiceNumber', 60);
  const invoiceDate = requiredDate(input.invoiceDate, MESSAGES.invoiceDate, 'invoiceDate');
  const dueDate = optionalDate(input.dueDate, 'dueDate') ?? addDays(invoiceDate, 30);
  assertDueAfterInvoice(invoiceDate, dueDate);
  if (!input.supplierId) throw new ValidationError(MESSAGES.supplier, 'supplierId');
  const supplierId = input.supplierId;
  const choices = input.lines ?? [];
  for (const choice of choices) vatPercentage(choice.vatPercentage);

  return withInvoiceErrors(() =>
    inTenantTx(ctx.app.database.prisma, viewer.tenantId, async (tx) => {
      const draft = await loadDraft(tx, { id: input.orderId, ...tenantFilter(viewer) });
      if (!draft) throw new NotFoundError(ORDER_NOT_FOUND);
      if (draft.hasInvoice) throw new ConflictError(ORDER_HAS_INVOICE, 'orderId');
      if (draft.status !== 'received') throw new ConflictError(NOT_RECEIVED, 'orderId');
      if (draft.lines.length === 0) throw new ValidationError('The order has no products to invoice', 'orderId');
      await assertReferences(tx, viewer.tenantId, { supplierId });
      return insertInvoice(
        tx,
        ctx,
        viewer.tenantId,
        {
          invoiceNumber,
          companyName,
          supplierId,
          contractId: null,
          orderId: draft.orderId,
          invoiceDate,
          dueDate,
          isRecurring: false,
          recurringFrequency: null,
          nextInvoiceDate: null,
        },
        applyVat(draft.lines, choices),
        viewer.userId,
      );
    }),
  );
}
