/** The upload limit of every PDF (offer documents, contracts), as the server enforces it (api/src/shared/pdf.ts). */
export const MAX_PDF_BYTES = 10 * 1024 * 1024;

/** What is wrong with a chosen file for a PDF upload: its type, its size, or nothing. */
export function pdfProblem(file: File): 'type' | 'size' | null {
  if (file.type !== 'application/pdf' && !file.name.toLowerCase().endsWith('.pdf')) return 'type';
  return file.size > MAX_PDF_BYTES ? 'size' : null;
}
