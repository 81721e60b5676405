import { BASE_PATH } from '../../basePath.ts';
import { getToken } from '../auth/authToken.ts';
import { contractTexts } from './texts.ts';

/** The contract PDF calls of heading 7 go through the legacy REST routes with the bearer token. */
const API = `${BASE_PATH}/api/contracts.php`;

function authHeaders(): Record<string, string> {
  const token = getToken();
  if (!token) throw new Error(contractTexts.detail.missingToken);
  return { authorization: `Bearer ${token}` };
}

/** POST ?upload=1 (multipart, field file): returns the stored path to send with the contract. */
export async function uploadContractPdf(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const response = await fetch(`${API}?upload=1`, { method: 'POST', body: form, headers: authHeaders() });
  const body = (await response.json().catch(() => ({}))) as { success?: boolean; path?: string; error?: string };
  if (!response.ok || !body.path) throw new Error(body.error ?? contractTexts.saveFailed);
  return body.path;
}

/** GET ?file={path} as a blob, saved under the attachment's name (default contratto.pdf). */
export async function downloadContractPdf(path: string, name: string | null): Promise<void> {
  const response = await fetch(`${API}?file=${encodeURIComponent(path)}`, { headers: authHeaders() });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: string };
    throw new Error(body.error ?? contractTexts.detail.downloadFailed);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name || path.split('/').pop() || 'contratto.pdf';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
