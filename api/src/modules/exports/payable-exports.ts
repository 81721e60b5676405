import type { PayableRow, PayablesSchedule } from '../payments/payables.ts';
import type { ExportColumn } from './export-columns.ts';

/** A payment of the scadenzario with the group (due-date bucket) it is listed under. */
export interface PayableExportRow extends PayableRow {
  group: string;
}

/** The schedule's rows in the screen's order: group by group, supplier by supplier. */
export function payableExportRows(schedule: PayablesSchedule): PayableExportRow[] {
  return schedule.groups.flatMap((g) => g.suppliers.flatMap((s) => s.payments.map((p) => ({ ...p, group: g.label }))));
}

/** The scadenzario's export (issue 18, point 7; Italian like the Pagamenti screen). */
const columns: ExportColumn<PayableExportRow>[] = [
  { label: { it: 'Scadenza', en: 'Due date' }, type: 'date', value: (p) => p.dueDate },
  { label: { it: 'Fornitore', en: 'Supplier' }, type: 'text', value: (p) => p.supplierName },
  { label: { it: 'Fatture', en: 'Invoices' }, type: 'text', value: (p) => p.invoiceNumbers.join(', ') },
  { label: { it: 'Importo', en: 'Amount' }, type: 'money', value: (p) => p.amount },
  { label: { it: 'Gruppo', en: 'Group' }, type: 'text', value: (p) => p.group },
  { label: { it: 'Riferimento', en: 'Reference' }, type: 'text', value: (p) => p.paymentReference },
];

export const payableExport = { file: 'scadenzario', language: 'it' as const, columns };
