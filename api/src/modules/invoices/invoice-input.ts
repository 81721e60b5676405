import type { RecurringFrequency } from '../../generated/prisma/enums.ts';
import { ValidationError } from '../../errors.ts';
import { Decimal, parseDate, parseDecimal } from '../../shared/scalars.ts';
import type { LineInput } from './invoice-totals.ts';

/**
 * Parsing of invoice input shared by GraphQL (Date and Decimal already parsed) and the REST shim
 * (strings and numbers): every value is checked here, with the spec's message where it has one.
 */
export const MESSAGES = {
  companyName: 'Company name is required',
  invoiceNumber: 'Invoice number is required',
  invoiceDate: 'Invoice date is required',
  dueDate: 'Due date is required',
  supplier: 'Please select a supplier',
  dueBeforeInvoice: 'Due date cannot be before the invoice date',
  vat: 'VAT percentage must be between 0 and 100',
  noLines: 'Add at least one line to the invoice',
  quantity: 'Quantity must be a whole number of at least 1',
  unitPrice: 'Unit price must be 0 or more',
  frequency: 'Select a recurring frequency (monthly, quarterly, semiannual, annual)',
  nextDate: 'Next invoice date is required for a recurring invoice',
} as const;

export const FREQUENCIES = ['monthly', 'quarterly', 'semiannual', 'annual'] as const;

export function requiredText(value: unknown, message: string, field: string, max = 200): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) throw new ValidationError(message, field);
  if (text.length > max) throw new ValidationError(`${field}: at most ${max} characters`, field);
  return text;
}

export function requiredDate(value: unknown, message: string, field: string): Date {
  if (value instanceof Date) return value;
  if (value === undefined || value === null || value === '') throw new ValidationError(message, field);
  return parseDate(value, field);
}

export function optionalDate(value: unknown, field: string): Date | null {
  if (value === undefined || value === null || value === '') return null;
  return value instanceof Date ? value : parseDate(value, field);
}

export function decimalOf(value: unknown, field: string): Decimal {
  return value instanceof Decimal ? value : parseDecimal(value, field);
}

export function vatPercentage(value: unknown, field = 'vatPercentage'): Decimal {
  if (value === undefined || value === null || value === '') return new Decimal(22);
  const vat = decimalOf(value, field);
  if (vat.lt(0) || vat.gt(100)) throw new ValidationError(MESSAGES.vat, field);
  return vat;
}

export function quantityOf(value: unknown): number {
  const n = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > 1_000_000) {
    throw new ValidationError(MESSAGES.quantity, 'quantity');
  }
  return n;
}

export interface RawLine {
  productId?: number | null;
  description?: unknown;
  quantity?: unknown;
  unitPrice?: unknown;
  vatPercentage?: unknown;
  /** Issue 18: parsed by the edge (a global or raw id); empty: the supplier's usual cost center. */
  costCenterId?: number | null;
}

export function parseLines(lines: RawLine[] | null | undefined): LineInput[] {
  if (!lines || lines.length === 0) throw new ValidationError(MESSAGES.noLines, 'lines');
  if (lines.length > 500) throw new ValidationError('An invoice has at most 500 lines', 'lines');
  return lines.map((line) => {
    const unitPrice = decimalOf(line.unitPrice, 'unitPrice');
    if (unitPrice.lt(0)) throw new ValidationError(MESSAGES.unitPrice, 'unitPrice');
    const description = typeof line.description === 'string' ? line.description.trim().slice(0, 500) : '';
    return {
      productId: line.productId ?? null,
      description,
      quantity: quantityOf(line.quantity),
      unitPrice,
      vatPercentage: vatPercentage(line.vatPercentage),
      costCenterId: line.costCenterId ?? null,
    };
  });
}

export interface Recurrence {
  isRecurring: boolean;
  recurringFrequency: RecurringFrequency | null;
  nextInvoiceDate: Date | null;
}

/** nextInvoiceDate and the frequency are null when the invoice is not recurring (spec heading 4). */
export function parseRecurrence(isRecurring: unknown, frequency: unknown, next: unknown): Recurrence {
  if (!isRecurring) return { isRecurring: false, recurringFrequency: null, nextInvoiceDate: null };
  const found = FREQUENCIES.find((f) => f === frequency);
  if (!found) throw new ValidationError(MESSAGES.frequency, 'recurringFrequency');
  return {
    isRecurring: true,
    recurringFrequency: found,
    nextInvoiceDate: requiredDate(next, MESSAGES.nextDate, 'nextInvoiceDate'),
  };
}
