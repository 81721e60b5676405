import type { PaymentMethod, PaymentStatus } from '../../generated/prisma/enums.ts';
import { ValidationError } from '../../errors.ts';

/** The spellings of payment statuses and methods at the edges, in one place (spec heading 4). */
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

const STATUSES = Object.keys(PAYMENT_STATUS_LABELS) as PaymentStatus[];
const METHODS = Object.keys(PAYMENT_METHOD_LABELS) as PaymentMethod[];

/** Accepts the enum value or the Italian label the legacy client stores and sends. */
export function parsePaymentStatus(value: string): PaymentStatus {
  const text = value.trim();
  const found = STATUSES.find(
    (s) => s === text.toLowerCase() || PAYMENT_STATUS_LABELS[s].toLowerCase() === text.toLowerCase(),
  );
  if (!found) throw new ValidationError(`Stato di pagamento sconosciuto: ${text.slice(0, 40)}`, 'status');
  return found;
}

export function parsePaymentMethod(value: string): PaymentMethod {
  const found = METHODS.find((m) => m === value.trim().toLowerCase());
  if (!found) throw new ValidationError(`Metodo di pagamento sconosciuto: ${value.slice(0, 40)}`, 'payment_method');
  return found;
}
