import type { EInvoiceError, EInvoiceErrorCode } from './types.ts';

/**
 * A refusal raised inside the reader. Its message is the Italian text the user reads; the reader
 * turns it into an ErrorFileOutcome, so it never leaves the module as an exception.
 */
export class EInvoiceReadError extends Error {
  constructor(
    readonly code: EInvoiceErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'EInvoiceReadError';
  }

  toJSON(): EInvoiceError {
    return { code: this.code, message: this.message };
  }
}

/** Italian byte sizes for messages: "5 MB", "812 KB". */
export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1).replace('.0', '').replace('.', ',')} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Italian counts with a thousands dot: "2.000" (Intl's it-IT leaves four digits ungrouped). */
export const formatCount = (count: number) => String(count).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
