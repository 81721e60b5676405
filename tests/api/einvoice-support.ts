// Helpers of the e-invoice import tests (issue 14): REST and GraphQL multipart imports of fixture files.
import type { TestApp } from '../setup/test-app.ts';
import type { FixtureFile } from '../fixtures/fatturapa/scenarios.ts';

export interface UploadFile {
  name: string;
  content: Uint8Array | Buffer | string;
}

export const asUpload = (fixture: FixtureFile): UploadFile => ({ name: fixture.fileName, content: fixture.xml });

const blob = (content: UploadFile['content']) =>
  new Blob([typeof content === 'string' ? Buffer.from(content, 'utf8') : new Uint8Array(content)]);

/** POST /api/invoices.php?import=1, multipart, one `file` field per file. */
export async function restImport(
  t: TestApp,
  token: string | null,
  files: UploadFile[],
  field = 'file',
): Promise<{ status: number; body: any }> {
  const form = new FormData();
  for (const file of files) form.append(field, blob(file.content), file.name);
  const response = await fetch(`${t.baseUrl}/api/invoices.php?import=1`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // the raw text
  }
  return { status: response.status, body };
}

export const IMPORT = /* GraphQL */ `
  mutation ($files: [Upload!]!) {
    importEInvoices(files: $files) {
      __typename
      ... on Error {
        message
        code
      }
      ... on MutationImportEInvoicesSuccess {
        data {
          imported {
            id
            rowId
            invoiceNumber
            documentType
            supplierRowId
            supplierName
            orderRowId
            totalAmount
            discrepancies
          }
          duplicates {
            file
            invoiceNumber
            rowId
          }
          errors {
            file
            error
          }
        }
      }
    }
  }
`;

/** importEInvoices over the GraphQL multipart request spec (one map entry per file). */
export async function gqlImport(t: TestApp, token: string | null, files: UploadFile[]): Promise<any> {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: IMPORT, variables: { files: files.map(() => null) } }));
  form.append('map', JSON.stringify(Object.fromEntries(files.map((_, i) => [String(i), [`variables.files.${i}`]]))));
  files.forEach((file, i) => form.append(String(i), blob(file.content), file.name));
  const response = await fetch(`${t.baseUrl}/graphql`, {
    method: 'POST',
    body: form,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'graphql-require-preflight': '1' },
  });
  return { status: response.status, ...((await response.json()) as object) };
}

/** The REST import's answer, for assertions on one invoice. */
export function only<T>(list: T[]): T {
  if (list.length !== 1) throw new Error(`expected one entry, got ${JSON.stringify(list)}`);
  return list[0]!;
}

/** POST /api/invoices.php?upload=1: a PDF attached to an invoice (point 12). */
export async function restAttachPdf(
  t: TestApp,
  token: string | null,
  invoiceId: number | string,
  content: Buffer,
  name = 'fattura scansionata.pdf',
): Promise<{ status: number; body: any }> {
  const form = new FormData();
  form.append('invoice_id', String(invoiceId));
  form.append('file', new Blob([new Uint8Array(content)]), name);
  const res = await fetch(`${t.baseUrl}/api/invoices.php?upload=1`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  return { status: res.status, body: (await res.json()) as any };
}
