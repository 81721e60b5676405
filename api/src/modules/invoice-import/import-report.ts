import type { Decimal } from '../../shared/scalars.ts';

/**
 * What an import answers (issue 14, point 1), in the REST shape the issue fixes: per invoice imported,
 * per duplicate (with the existing invoice's id), per refused file (with the reason in Italian).
 */
export interface ImportedEntry {
  id: number;
  invoice_number: string;
  document_type: string;
  supplier_id: number;
  supplier_name: string;
  order_id: number | null;
  /** The accounting total: negative for a credit note. */
  total_amount: Decimal;
  discrepancies: string[];
}

export interface DuplicateEntry {
  file: string;
  invoice_number: string;
  /** The invoice already there (null only for a number repeated inside a file whose first copy was refused). */
  id: number | null;
}

export interface ErrorEntry {
  file: string;
  error: string;
}

export interface ImportReport {
  imported: ImportedEntry[];
  duplicates: DuplicateEntry[];
  errors: ErrorEntry[];
}

export function mergeReports(into: ImportReport, from: ImportReport): void {
  into.imported.push(...from.imported);
  into.duplicates.push(...from.duplicates);
  into.errors.push(...from.errors);
}
