import { assertAllowed } from '../context.ts';
import { reportFile } from '../modules/exports/export.service.ts';
import { payableExport, payableExportRows } from '../modules/exports/payable-exports.ts';
import { payablesSchedule } from '../modules/payments/payables.service.ts';
import type { PayableRow } from '../modules/payments/payables.ts';
import { PAYMENT_STATUS_LABELS } from '../modules/payments/payment-labels.ts';
import { maskIban } from '../shared/bank-account.ts';
import { parseDate } from '../shared/scalars.ts';
import { idParam, json, type RestEndpoint } from './adapter.ts';
import { exportFormat } from './export.ts';
import { day, filterParam, money } from './legacy.ts';

function legacyPayable(p: PayableRow) {
  return {
    id: p.id,
    payment_reference: p.paymentReference,
    due_date: day(p.dueDate),
    total_amount: money(p.amount),
    status: PAYMENT_STATUS_LABELS[p.status],
    invoice_numbers: p.invoiceNumbers,
    iban_masked: p.iban ? maskIban(p.iban) : null,
    open_run_reference: p.openRunReference,
    run_blocked_reason: p.runBlockedReason,
  };
}

/**
 * GET /api/payables.php[?supplier_id=&date_from=&date_to=]: the scadenzario (issue 16, point 3);
 * with &format=csv|xlsx the same payments as a download, one row each (issue 18, point 7).
 */
export const payablesEndpoint: RestEndpoint = {
  async GET(req, ctx) {
    // The permission before the filters are read: a role that may not learns nothing from validation.
    assertAllowed(ctx, 'payment.view');
    const supplier = filterParam(req.query, 'supplier_id');
    const format = exportFormat(req.query);
    const from = filterParam(req.query, 'date_from');
    const to = filterParam(req.query, 'date_to');
    const schedule = await payablesSchedule(ctx, {
      supplierId: supplier ? idParam(supplier, 'supplier_id') : null,
      dueFrom: from ? parseDate(from, 'date_from') : null,
      dueTo: to ? parseDate(to, 'date_to') : null,
    });
    if (format)
      return { kind: 'stream', status: 200, ...reportFile(payableExport, payableExportRows(schedule), format) };
    return json({
      total_amount: money(schedule.total),
      count: schedule.count,
      groups: schedule.groups.map((g) => ({
        key: g.bucket,
        label: g.label,
        total_amount: money(g.total),
        count: g.count,
        suppliers: g.suppliers.map((s) => ({
          supplier_id: s.supplierId,
          supplier_name: s.supplierName,
          total_amount: money(s.total),
          count: s.payments.length,
          payments: s.payments.map(legacyPayable),
        })),
      })),
    });
  },
};
