// The legacy contract shape of heading 3 (list and detail), and that a stored PDF is reachable only
// through ?file= of its contract, never from the web root.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { financeAppForFile } from './invoices-support.ts';

const { t, tokens, ids } = await financeAppForFile();

const PDF = Buffer.from('%PDF-1.7\n%%EOF\n');

const HEADING_3_FIELDS = [
  'id',
  'contract_name',
  'supplier_id',
  'supplier_name',
  'contract_type',
  'expiry_date',
  'renewal_type',
  'signing_date',
  'attachment_path',
  'status',
  'tenant',
  'created_by',
  'created_at',
  'updated_at',
  'approvedByFinance',
  'approvedByFinanceName',
  'approvedByIT',
  'approvedByITName',
  'approvedAtFinance',
  'approvedAtIT',
  'rejectedReason',
];

describe('/api/contracts.php shapes', () => {
  it('list and detail carry every contract field of heading 3; the PDF lives outside the web root', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'quadro.pdf');
    const upload = await fetch(`${t.baseUrl}/api/contracts.php?upload=1`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${tokens.procurement}` },
    });
    const uploaded = (await upload.json()) as { success: boolean; path: string };
    expect(uploaded).toEqual({ success: true, path: expect.stringMatching(/^contracts\//) });

    const created = await t.rest(
      'POST',
      'contracts.php',
      {
        contract_name: 'Contratto quadro',
        supplier_id: ids.supplierId,
        contract_type: 'Fornitura',
        renewal_type: 'Da firmare',
        signing_date: '2026-01-10',
        expiry_date: '2028-01-09',
        attachment_path: uploaded.path,
      },
      tokens.procurement,
    );
    expect(created.body).toEqual({ success: true, id: expect.any(Number) });
    const id = created.body.id as number;
    expect((await t.rest('PUT', `contracts.php?id=${id}`, { contract_type: 'Servizi' }, tokens.admin)).body).toEqual({
      success: true,
      id,
    });

    const detail = (await t.rest('GET', `contracts.php?id=${id}`, undefined, tokens.finance)).body;
    const row = (await t.rest('GET', 'contracts.php?search=quadro', undefined, tokens.finance)).body.find(
      (c: any) => c.id === id,
    );
    for (const contract of [detail, row]) {
      expect(Object.keys(contract)).toEqual(expect.arrayContaining(HEADING_3_FIELDS));
      expect(contract).toMatchObject({
        contract_name: 'Contratto quadro',
        supplier_id: ids.supplierId,
        contract_type: 'Servizi',
        renewal_type: 'Da firmare',
        signing_date: '2026-01-10',
        expiry_date: '2028-01-09',
        attachment_path: uploaded.path,
        tenant: 'acme',
        created_by: ids.users.procurement,
        approvedByFinance: false,
        approvedByIT: false,
        approvedAtFinance: null,
        approvedAtIT: null,
        rejectedReason: null,
      });
    }
    expect(detail.status).toBe('pending');
    expect(row.status).toBe('Pending');

    // The file sits in the upload folder (PGlite) or in the database (a server); the web server serves neither.
    const uploadDir = t.app.config.uploadDir;
    if (t.app.storage.kind === 'folder') expect(fs.existsSync(path.join(uploadDir, uploaded.path))).toBe(true);
    else expect(await t.app.database.platform.storedFile.count({ where: { key: uploaded.path } })).toBe(1);
    for (const url of [`/${uploaded.path}`, `/uploads/${uploaded.path}`, `/data/uploads/${uploaded.path}`]) {
      const res = await fetch(`${t.baseUrl}${url}`);
      const body = Buffer.from(await res.arrayBuffer());
      expect(body.subarray(0, 5).toString()).not.toBe('%PDF-');
    }
  });
});
