import { arraySql, daySql, legacyJsonReads, moneySql, objectSql, type LegacyShape } from '../../shared/legacy-json.ts';
import { fullNameSql } from '../../shared/names.ts';
import { invoiceApproval } from '../../workflows/approval-kinds.ts';
import { INVOICE_NOT_FOUND, invoiceWhere } from './invoices.reads.ts';

/**
 * The legacy invoice (spec heading 7), the status spelled as the list or the detail spells it (the
 * approval workflow's own table, handed over as the shape's argument `statuses`).
 */
function buildInvoiceShape(spelling: 'list' | 'detail'): LegacyShape {
  const statuses = Object.fromEntries(
    invoiceApproval.statuses.map((s) => [s, invoiceApproval.restStatus(s, spelling)]),
  );
  return {
    args: { statuses },
    sql: `
      SELECT i.id, ${objectSql({
        id: 'i.id',
        invoiceNumber: 'i."invoiceNumber"',
        companyName: 'i."companyName"',
        orderId: 'i."orderId"',
        orderNumber: 'o."orderNumber"',
        order: `CASE WHEN o.id IS NULL THEN NULL ELSE ${objectSql({ id: 'o.id', orderNumber: 'o."orderNumber"' })} END`,
        contractId: 'i."contractId"',
        contractName: 'c."contractName"',
        isRecurring: 'i."isRecurring"',
        recurringFrequency: 'i."recurringFrequency"',
        nextInvoiceDate: daySql('i."nextInvoiceDate"'),
        supplierId: 'i."supplierId"',
        supplierName: 's.name',
        invoiceDate: daySql('i."invoiceDate"'),
        dueDate: daySql('i."dueDate"'),
        netAmount: moneySql('i."netAmount"'),
        vatAmount: moneySql('i."vatAmount"'),
        totalAmount: moneySql('i."totalAmount"'),
        products: arraySql(`
          SELECT json_agg(${objectSql({
            productId: 'l."productId"',
            name: 'coalesce(p.name, l.description)',
            description: 'l.description',
            quantity: 'trim_scale(l.quantity)',
            unitPrice: moneySql('l."unitPrice"'),
            vatPercentage: moneySql('l."vatPercentage"'),
            netAmount: moneySql('l."netAmount"'),
            vatAmount: moneySql('l."vatAmount"'),
            // Issue 18: the line's cost center (null on an order's invoice: its offer's recipients share it).
            cost_center_id: 'l."costCenterId"',
          })} ORDER BY l.position, l.id)
          FROM "InvoiceLine" l
          LEFT JOIN "Product" p ON p."tenantId" = l."tenantId" AND p.id = l."productId"
          WHERE l."tenantId" = i."tenantId" AND l."invoiceId" = i.id`),
        status: `($1::jsonb -> 'statuses') ->> i.status::text`,
        approvedByFinance: 'i."approvedByFinanceId" IS NOT NULL',
        approvedByIT: 'i."approvedByItId" IS NOT NULL',
        approvedByFinanceName: fullNameSql('fa'),
        approvedByITName: fullNameSql('ia'),
        rejectedReason: 'i."rejectedReason"',
        rejectReason: 'i."rejectedReason"',
        // Issue 14: what kind of document and where it came from (a credit note's totals are negative).
        document_type: 'i."documentType"',
        source: 'i.source',
      })} AS doc
      FROM "Invoice" i
      JOIN "Supplier" s ON s."tenantId" = i."tenantId" AND s.id = i."supplierId"
      LEFT JOIN "Order" o ON o."tenantId" = i."tenantId" AND o.id = i."orderId"
      LEFT JOIN "Contract" c ON c."tenantId" = i."tenantId" AND c.id = i."contractId"
      LEFT JOIN "User" fa ON fa."tenantId" = i."tenantId" AND fa.id = i."approvedByFinanceId"
      LEFT JOIN "User" ia ON ia."tenantId" = i."tenantId" AND ia.id = i."approvedByItId"
      WHERE i.id IN (SELECT id FROM page)`,
  };
}

/** Each spelling's shape, built once. */
const INVOICE_SHAPES = { list: buildInvoiceShape('list'), detail: buildInvoiceShape('detail') };

/** The legacy list (newest invoice date first, optionally a page, never more than the legacy limit) and detail. */
export const invoicesJson = legacyJsonReads({
  view: 'invoice.view',
  notFound: INVOICE_NOT_FOUND,
  where: invoiceWhere,
  model: 'Invoice',
  orderBy: [{ invoiceDate: 'desc' }, { id: 'desc' }],
  shape: (_ctx, listed) => INVOICE_SHAPES[listed ? 'list' : 'detail'],
});
