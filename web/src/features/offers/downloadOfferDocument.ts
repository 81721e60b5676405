import { getToken } from '../auth/authToken.ts';

/**
 * Downloads a document from its downloadUrl (GraphQL field) with the bearer token, and saves the blob
 * as offer-document-{id}.pdf (spec heading 7). A plain link cannot carry the Authorization header.
 */
export async function downloadOfferDocument(url: string, rowId: number): Promise<void> {
  const token = getToken();
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: string };
    throw new Error(body.error ?? `HTTP ${response.status}`);
  }
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = `offer-document-${rowId}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
