import type { PaymentMethod, PaymentStatus } from '../../generated/prisma/enums.ts';
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from './payment-labels.ts';
import { ValidationError } from '../../errors.ts';

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
