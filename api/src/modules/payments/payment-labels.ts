import type { PaymentMethod, PaymentStatus } from '../../generated/prisma/enums.ts';

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
