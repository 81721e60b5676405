import type { Prisma } from '../../generated/prisma/client.ts';
import { paymentRunListSelect, runWhere, type PaymentRunFilter } from '../payment-runs/payment-runs.reads.ts';
import { PAYMENT_RUN_STATUS_LABELS } from '../payments/payment-labels.ts';
import { exportList } from './export-columns.ts';

/** The payment runs' export (distinte, issue 18 point 7; Italian like the Pagamenti screen), newest first. */
export const paymentRunExport = exportList<
  PaymentRunFilter,
  Prisma.PaymentRunGetPayload<{ select: typeof paymentRunListSelect }>
>({
  list: 'paymentRuns',
  file: 'distinte',
  language: 'it',
  table: 'paymentRun',
  where: runWhere,
  defaultOrder: [{ createdAt: 'desc' }, { id: 'desc' }],
  select: paymentRunListSelect,
  columns: [
    { label: { it: 'Riferimento', en: 'Reference' }, type: 'text', value: (r) => r.reference },
    { label: { it: 'Data esecuzione', en: 'Execution date' }, type: 'date', value: (r) => r.executionDate },
    { label: { it: 'Formato', en: 'Format' }, type: 'text', value: (r) => r.format.toUpperCase() },
    { label: { it: 'Stato', en: 'Status' }, type: 'text', value: (r) => PAYMENT_RUN_STATUS_LABELS[r.status] },
    { label: { it: 'Pagamenti', en: 'Payments' }, type: 'number', value: (r) => r.paymentCount },
    { label: { it: 'Totale', en: 'Total' }, type: 'money', value: (r) => r.totalAmount },
    { label: { it: 'Creata il', en: 'Created' }, type: 'date', value: (r) => r.createdAt },
  ],
});
