import { ValidationError } from '../errors.ts';

/** Spec heading 9: uploaded documents (offers, contracts) are PDF only, at most 10 MB. */
export const MAX_PDF_BYTES = 10 * 1024 * 1024;

/** The spec's Italian upload messages (heading 5). */
export const PDF_MESSAGES = {
  required: 'Seleziona un file PDF',
  notPdf: 'Solo file PDF sono consentiti',
  tooLarge: 'Il file è troppo grande (max 10MB)',
} as const;

const PDF_MAGIC = Buffer.from('%PDF-');

/** Checks the content, never the client's MIME type or file name: a PDF starts with %PDF-. */
export function assertPdf(content: Uint8Array | null | undefined): Uint8Array {
  if (!content || content.length === 0) throw new ValidationError(PDF_MESSAGES.required, 'file');
  if (content.length > MAX_PDF_BYTES) throw new ValidationError(PDF_MESSAGES.tooLarge, 'file');
  if (!Buffer.from(content.subarray(0, PDF_MAGIC.length)).equals(PDF_MAGIC)) {
    throw new ValidationError(PDF_MESSAGES.notPdf, 'file');
  }
  return content;
}
