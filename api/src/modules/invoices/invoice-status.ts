import type { InvoiceStatus } from '../../generated/prisma/enums.ts';
import { ValidationError } from '../../errors.ts';

/**
 * The spellings of an invoice status at the edges, in one place. Stored once as the lowercase enum;
 * the legacy list shows the capitalised form (Pending, Fully_Approved ...), filters and the detail
 * use the lowercase value, the screens a label.
 */
export const INVOICE_STATUSES = ['pending', 'approved_finance', 'approved_it', 'fully_approved', 'rejected'] as const;

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  pending: 'Pending Approval',
  approved_finance: 'Approved by Finance',
  approved_it: 'Approved by IT',
  fully_approved: 'Fully Approved',
  rejected: 'Rejected',
};

const LIST_SPELLING: Record<InvoiceStatus, string> = {
  pending: 'Pending',
  approved_finance: 'Approved_Finance',
  approved_it: 'Approved_IT',
  fully_approved: 'Fully_Approved',
  rejected: 'Rejected',
};

export function invoiceListSpelling(status: InvoiceStatus): string {
  return LIST_SPELLING[status];
}

/** Accepts either spelling (any case), as the legacy client sends both. */
export function parseInvoiceStatus(value: string): InvoiceStatus {
  const normalised = value.trim().toLowerCase();
  const found = INVOICE_STATUSES.find((s) => s === normalised);
  if (!found) throw new ValidationError(`Unknown invoice status: ${value.slice(0, 40)}`, 'status');
  return found;
}
