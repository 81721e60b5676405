import { downloadFile } from '../../shared/download.ts';

/**
 * Downloads a document from its downloadUrl (GraphQL field) with the bearer token, and saves the blob
 * as offer-document-{id}.pdf (spec heading 7).
 */
export function downloadOfferDocument(url: string, rowId: number): Promise<void> {
  return downloadFile(url, `offer-document-${rowId}.pdf`);
}
