import type { FileUpload } from 'graphql-upload-minimal';
import { ValidationError } from '../../errors.ts';
import { MAX_PDF_BYTES, PDF_MESSAGES } from '../../shared/pdf.ts';
import { Decimal, positiveDecimal } from '../../shared/scalars.ts';

/** The offer document's messages: the PDF ones and the price (spec heading 5). */
export const DOCUMENT_MESSAGES = {
  ...PDF_MESSAGES,
  price: 'Inserisci un prezzo valido per il documento',
} as const;

/**
 * Reads a GraphQL multipart upload into memory. The HTTP layer already stops at 10 MB; counting
 * here too keeps the rule true whatever transport delivers the stream.
 */
export async function readUpload(
  upload: Promise<FileUpload> | null | undefined,
): Promise<{ content: Uint8Array; fileName: string } | null> {
  if (!upload) return null;
  let file: FileUpload;
  try {
    file = await upload;
  } catch {
    throw new ValidationError(DOCUMENT_MESSAGES.required, 'file');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    const stream = file.createReadStream();
    for await (const chunk of stream) {
      size += (chunk as Buffer).length;
      if (size > MAX_PDF_BYTES) throw new ValidationError(DOCUMENT_MESSAGES.tooLarge, 'file');
      chunks.push(chunk as Buffer);
    }
    // Past maxFileSize the parser (busboy) silently cuts the file and flags the stream as truncated.
    if ((stream as { truncated?: boolean }).truncated) throw new ValidationError(DOCUMENT_MESSAGES.tooLarge, 'file');
  } catch (error) {
    // graphql-upload-minimal ends the stream with its own error when the file passes maxFileSize.
    if (error instanceof ValidationError) throw error;
    throw new ValidationError(DOCUMENT_MESSAGES.tooLarge, 'file');
  }
  return { content: Buffer.concat(chunks), fileName: file.filename ?? '' };
}

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** The client's file name, for display only: no path, no control characters, at most 200 characters. */
export function displayFileName(name: string | null | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base.replace(CONTROL_CHARACTERS, '').trim().slice(0, 200);
  return clean || 'documento.pdf';
}

/** Document price: greater than 0, two decimals (spec heading 5). */
export function parseDocumentPrice(value: unknown): Decimal {
  return positiveDecimal(value, DOCUMENT_MESSAGES.price, 'price');
}
