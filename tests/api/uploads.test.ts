/**
 * Uploaded files belong to the tenant that uploaded them: a contract accepts only its own tenant's
 * upload, once; uploads never attached are removed by the scheduler after 24 hours.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startScheduler } from '../../api/src/modules/jobs/scheduler.ts';
import { loginAll } from '../setup/test-app.ts';
import { financeAppForFile, tenantIds } from './invoices-support.ts';

const { t, tokens, ids } = await financeAppForFile();
const globex = await loginAll(t, 'globex');
const globexIds = await tenantIds(t.app.database.platform, 'globex');
afterEach(() => {
  vi.useRealTimers();
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const INVALID = 'Allegato non valido: carica di nuovo il PDF';

async function upload(token: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'contratto.pdf');
  const res = await fetch(`${t.baseUrl}/api/contracts.php?upload=1`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { path: string }).path;
}

let n = 0;
function createContract(token: string, supplierId: number, path: string) {
  n += 1;
  return t.rest(
    'POST',
    'contracts.php',
    { contract_name: `Allegato ${n}`, supplier_id: supplierId, attachment_path: path },
    token,
  );
}

const contracts = () => t.app.database.platform.contract.count();

describe('attachment_path accepts only the same tenant upload, once', () => {
  it('refuses a well-formed key that was never uploaded, and writes nothing', async () => {
    const before = await contracts();
    const res = await createContract(
      tokens.procurement,
      ids.supplierId,
      'contracts/0b5c2a6e-1d7a-4c9e-9f0e-6f1f9a1b2c3d.pdf',
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(INVALID);
    expect(await contracts()).toBe(before);
  });

  it("refuses another tenant's upload, also on update", async () => {
    const theirs = await upload(globex.procurement);
    const before = await contracts();
    const res = await createContract(tokens.procurement, ids.supplierId, theirs);
    expect(res).toMatchObject({ status: 400, body: { error: INVALID } });
    expect(await contracts()).toBe(before);
    const own = await createContract(tokens.procurement, ids.supplierId, await upload(tokens.procurement));
    expect(own.body.success).toBe(true);
    const id = own.body.id;
    const update = await t.rest('PUT', `contracts.php?id=${id}`, { attachment_path: theirs }, tokens.procurement);
    expect(update).toMatchObject({ status: 400, body: { error: INVALID } });
    // The owner can still use it.
    expect((await createContract(globex.procurement, globexIds.supplierId, theirs)).body.success).toBe(true);
  });

  it('accepts its own upload once; a second contract cannot take the same file', async () => {
    const key = await upload(tokens.procurement);
    expect((await createContract(tokens.procurement, ids.supplierId, key)).body.success).toBe(true);
    const again = await createContract(tokens.procurement, ids.supplierId, key);
    expect(again).toMatchObject({ status: 400, body: { error: INVALID } });
  });
});

describe('unattached uploads', () => {
  it('are removed by the scheduler once 24 hours have passed; attached ones stay', async () => {
    const orphan = await upload(tokens.procurement);
    const kept = await upload(tokens.procurement);
    expect((await createContract(tokens.procurement, ids.supplierId, kept)).body.success).toBe(true);
    const platform = t.app.database.platform;
    const exists = (key: string) =>
      t.app.storage.get(platform, key).then(
        () => true,
        () => false,
      );
    const runScheduler = async () => {
      const scheduler = startScheduler(t.app, 60_000, 0);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await scheduler.stop();
    };

    // 23 hours on: too early.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 23 * 3600_000);
    await runScheduler();
    expect(await exists(orphan)).toBe(true);

    // 25 hours on: the orphan goes (row and bytes), the attached file stays and still downloads.
    vi.setSystemTime(Date.now() + 2 * 3600_000);
    await runScheduler();
    vi.useRealTimers(); // sessions expire after 12 h of the faked clock
    expect(await exists(orphan)).toBe(false);
    expect(await platform.storedFile.count({ where: { key: orphan } })).toBe(0);
    expect(await exists(kept)).toBe(true);
    const download = await fetch(`${t.baseUrl}/api/contracts.php?file=${encodeURIComponent(kept)}`, {
      headers: { authorization: `Bearer ${tokens.finance}` },
    });
    expect(download.status).toBe(200);
    // A removed upload can no longer be attached.
    const late = await createContract(tokens.procurement, ids.supplierId, orphan);
    expect(late).toMatchObject({ status: 400, body: { error: INVALID } });
  });
});
