import type { PaymentMethod, PaymentRunFormat, PaymentRunStatus, PaymentStatus } from '../../generated/prisma/enums.ts';

/**
 * The Italian spellings of payment statuses and methods (spec heading 4), in one place for both sides:
 * the REST shims and GraphQL labels read them here, and the web client imports this file too (it has
 * only type imports, so nothing of the server reaches the bundle).
 */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  awaiting_details: 'In attesa dettagli',
  awaiting_payment: 'In attesa pagamento',
  paid: 'Pagata',
  cancelled: 'Annullato',
};

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  bank_transfer: 'Bonifico bancario',
  credit_card: 'Carta di credito',
  cash: 'Contanti',
  voucher: 'Voucher',
  business_card: 'Carta aziendale',
  other: 'Altro',
};

/** Issue 16: the payables schedule's groups, in the order the screen shows them. */
export const PAYABLE_BUCKET_LABELS = {
  overdue: 'Scaduti',
  this_week: 'In scadenza questa settimana',
  within_30_days: 'Entro 30 giorni',
  later: 'Oltre 30 giorni',
} as const;
export type PayableBucket = keyof typeof PAYABLE_BUCKET_LABELS;

/** Issue 16: a payment run's status and format. */
export const PAYMENT_RUN_STATUS_LABELS: Record<PaymentRunStatus, string> = {
  open: 'Aperta',
  confirmed: 'Confermata',
  cancelled: 'Annullata',
};

export const PAYMENT_RUN_FORMAT_LABELS: Record<PaymentRunFormat, string> = {
  sepa: 'SEPA (pain.001.001.03)',
  cbi: 'CBI (CBIPaymentRequest.00.04.01)',
};
