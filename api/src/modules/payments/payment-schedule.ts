// The payments an imported e-invoice asks for (issue 14, point 11), pure: one per due date of the
// file's schedule, the amount to pay net of withholding (and of the VAT the customer pays itself under
// split payment), with the file's method and IBAN.
import type { PaymentMethod } from '../../generated/prisma/enums.ts';
import { Decimal } from '../../shared/scalars.ts';
import { isValidIban, normaliseIban } from '../../shared/bank-account.ts';

/** ModalitaPagamento -> the product's payment methods; any other code is 'other' (the code stays on the invoice). */
const METHODS: Record<string, PaymentMethod> = {
  MP01: 'cash',
  MP05: 'bank_transfer',
  MP08: 'credit_card',
};

export function paymentMethodOf(code: string | null): PaymentMethod | null {
  if (!code) return null;
  return METHODS[code] ?? 'other';
}

export interface ScheduleInput {
  /** -1 for a credit note: its payments count negative, as the invoice does. */
  sign: 1 | -1;
  /** What the document asks in all: ImportoTotaleDocumento, as stated (unsigned). */
  grossAmount: Decimal;
  withholdingAmount: Decimal | null;
  /** The VAT of the summary rows with EsigibilitaIVA S. */
  splitPaymentVat: Decimal;
  /** The invoice's due date, for a schedule entry without one (and when the file has no schedule). */
  dueDate: Date;
  installments: { dueDate: Date | null; amount: Decimal; method: string; iban: string | null }[];
}

export interface PlannedPayment {
  availableDate: Date;
  amount: Decimal;
  method: PaymentMethod | null;
  iban: string | null;
}

const key = (i: ScheduleInput['installments'][number]) => `${i.dueDate?.getTime() ?? ''}|${i.amount.toFixed(2)}`;
const total = (items: { amount: Decimal }[]) => items.reduce((sum, i) => sum.add(i.amount), new Decimal(0));

/**
 * The schedule as stated when it adds up to the amount to pay. Two readings of real files are
 * recognised: the same due date and amount listed once per way to pay (MP05 or MP08: alternatives,
 * paid once), and a schedule of the gross total although withholding or split-payment VAT is due,
 * whose last instalments are then reduced by that amount. Any other schedule is paid as stated (the
 * reader has already flagged it as a discrepancy).
 */
export function plannedPayments(input: ScheduleInput): PlannedPayment[] {
  const deductions = (input.withholdingAmount ?? new Decimal(0)).add(input.splitPaymentVat);
  const net = input.grossAmount.sub(deductions);
  if (input.installments.length === 0) {
    return [{ availableDate: input.dueDate, amount: net.mul(input.sign), method: null, iban: null }];
  }
  let items = input.installments;
  const distinct = items.filter((item, index) => items.findIndex((other) => key(other) === key(item)) === index);
  const fits = (list: typeof items) => total(list).eq(net) || total(list).eq(input.grossAmount);
  if (distinct.length < items.length && !fits(items) && fits(distinct)) items = distinct;

  const amounts = items.map((item) => item.amount);
  if (deductions.gt(0) && !total(items).eq(net) && total(items).eq(input.grossAmount)) {
    let left = deductions;
    for (let i = amounts.length - 1; i >= 0 && left.gt(0); i -= 1) {
      const taken = Decimal.min(left, amounts[i]!);
      amounts[i] = amounts[i]!.sub(taken);
      left = left.sub(taken);
    }
  }
  return items
    .map((item, i) => ({
      availableDate: item.dueDate ?? input.dueDate,
      amount: amounts[i]!.mul(input.sign),
      method: paymentMethodOf(item.method),
      // Only an IBAN that passes the ISO 13616 check becomes the account to pay (the instalment keeps the file's).
      iban: item.iban && isValidIban(item.iban) ? normaliseIban(item.iban) : null,
    }))
    .filter((payment) => !payment.amount.isZero());
}
