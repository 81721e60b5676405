import { requireViewer, type Context } from '../../context.ts';
import { NotFoundError } from '../../errors.ts';
import { italianDay } from '../exports/export-cells.ts';
import { Decimal } from '../../shared/scalars.ts';
import { TENANT_MESSAGES } from '../tenants/tenants.rules.ts';
import { getOrder } from './orders.service.ts';

/**
 * A purchase order as a PDF (issue 18, point 9), for whoever may open the order: the company header
 * from the company settings (the tenant's legal data), the supplier with its address and VAT number,
 * the offer's products and priced documents as lines, the order's total. Each line's amount is its
 * quantity times its unit price in Decimal; the total is the order's own (the offer's total, computed
 * on the server when the offer was made).
 */
export async function orderPdf(ctx: Context, id: number): Promise<{ content: Buffer; fileName: string }> {
  const order = await getOrder(ctx, id);
  const viewer = requireViewer(ctx);
  const [company, supplier] = await Promise.all([
    ctx.db.tenant.findFirst({ where: { id: viewer.tenantId } }),
    ctx.db.supplier.findFirst({ where: { id: order.supplierId, tenantId: viewer.tenantId } }),
  ]);
  if (!company || !supplier) throw new NotFoundError(TENANT_MESSAGES.notFound);
  const place = [company.postalCode, company.city, company.province && `(${company.province})`].filter(Boolean);
  const lines = [
    ...order.offer.lines.map((line) => ({
      description: line.product.name,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      amount: new Decimal(line.unitPrice).mul(line.quantity).toDecimalPlaces(2),
    })),
    ...order.offer.documents.map((document) => ({
      description: document.fileName,
      quantity: 1,
      unitPrice: document.price,
      amount: new Decimal(document.price),
    })),
  ];
  // pdfkit (and its fonts) loads with the first PDF, not with the server (docs/decisions.md, lazy libraries).
  const { drawOrderPdf } = await import('./order-pdf.layout.ts');
  const content = await drawOrderPdf({
    company: {
      name: company.fullName,
      lines: [
        company.address ?? '',
        place.join(' '),
        company.vatNumber ? `P.IVA ${company.vatNumber}` : '',
        company.fiscalCode ? `C.F. ${company.fiscalCode}` : '',
      ].filter(Boolean),
    },
    supplier: {
      name: supplier.businessName || supplier.name,
      lines: [supplier.address, supplier.vatNumber ? `P.IVA ${supplier.vatNumber}` : ''].filter(Boolean),
    },
    orderNumber: order.orderNumber,
    date: italianDay(order.date),
    deliveryDate: order.estimatedDeliveryDate ? italianDay(order.estimatedDeliveryDate) : null,
    lines,
    total: order.totalAmount,
  });
  return { content, fileName: `ordine-${order.orderNumber}.pdf` };
}
