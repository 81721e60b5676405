import { getToken } from '../features/auth/authToken.ts';

/** The file name the server gives in Content-Disposition, or a plain one. */
function fileNameOf(response: Response): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? 'download';
}

/**
 * Downloads an authenticated REST file (a document, a list export, an order's PDF) with the bearer
 * token, and saves it as `fileName`, or under the server's file name. A plain link cannot carry the Authorization
 * header; a refusal throws the server's message.
 */
export async function downloadFile(url: string, fileName?: string): Promise<void> {
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
  link.download = fileName ?? fileNameOf(response);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
