import type { ContractStatus, RenewalType } from '../../generated/prisma/enums.ts';
import { ValidationError } from '../../errors.ts';

/**
 * The ONE place that reconciles the spec's two spellings of a contract's final state: the list
 * says Fully_Approved, the detail says approved. Stored once, as `approved`; every edge (REST list,
 * REST detail, filters, GraphQL) converts through these functions. See docs/decisions.md.
 */
export const CONTRACT_STATUSES = ['pending', 'approved_finance', 'approved_it', 'approved', 'rejected'] as const;

/** The detail screen's labels (spec heading 4). */
export const CONTRACT_STATUS_LABELS: Record<ContractStatus, string> = {
  pending: 'In attesa',
  approved_finance: 'Approvato Finance',
  approved_it: 'Approvato IT',
  approved: 'Approvato',
  rejected: 'Rifiutato',
};

const LIST_SPELLING: Record<ContractStatus, string> = {
  pending: 'Pending',
  approved_finance: 'Approved_Finance',
  approved_it: 'Approved_IT',
  approved: 'Fully_Approved',
  rejected: 'Rejected',
};

/** The list's value (Pending ... Fully_Approved). */
export function contractListSpelling(status: ContractStatus): string {
  return LIST_SPELLING[status];
}

/** Either spelling, any case: Fully_Approved, fully_approved and approved all mean `approved`. */
export function parseContractStatus(value: string): ContractStatus {
  const text = value.trim().toLowerCase();
  if (text === 'fully_approved') return 'approved';
  const found = CONTRACT_STATUSES.find((s) => s === text);
  if (!found) throw new ValidationError(`Stato contratto sconosciuto: ${value.slice(0, 40)}`, 'status');
  return found;
}

export const RENEWAL_LABELS: Record<RenewalType, string> = { tacito: 'Tacito', da_firmare: 'Da firmare' };

/** 'Tacito' or 'Da firmare' (or the enum values). */
export function parseRenewalType(value: unknown): RenewalType {
  const text = typeof value === 'string' ? value.trim().toLowerCase().replace(/\s+/g, '_') : '';
  if (text === 'tacito' || text === 'da_firmare') return text;
  throw new ValidationError("Il tipo di rinnovo deve essere 'Tacito' o 'Da firmare'", 'renewal_type');
}
