import { BASE_PATH } from '../../basePath.ts';
import { getToken } from '../auth/authToken.ts';

/**
 * An invoice's files (the e-invoice original, its attachments) are GET calls below the API base
 * with the bearer token, as contract PDFs are: fetched as a blob and saved under their own name.
 */
export async function downloadInvoiceFile(path: string, name: string, failed: string): Promise<void> {
  const token = getToken();
  const response = await fetch(`${BASE_PATH}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: string };
    throw new Error(body.error ?? failed);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
