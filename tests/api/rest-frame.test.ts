import { describe, expect, it } from 'vitest';
import { appForFile } from '../setup/test-app.ts';

const t = await appForFile();

async function registrationCount(): Promise<number> {
  return t.app.database.platform.registrationRequest.count();
}

describe('GET /api/tenants.php', () => {
  it('lists short_name and full_name of every tenant, without signing in', async () => {
    const res = await t.rest('GET', 'tenants.php');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(
      expect.arrayContaining([
        { short_name: 'acme', full_name: 'Acme S.p.A.' },
        expect.objectContaining({ short_name: 'globex' }),
        expect.objectContaining({ short_name: 'admin' }),
      ]),
    );
    for (const row of res.body) expect(Object.keys(row).sort()).toEqual(['full_name', 'short_name']);
  });
});

describe('POST /api/register.php', () => {
  it('stores a registration request', async () => {
    const before = await registrationCount();
    const res = await t.rest('POST', 'register.php', {
      firstName: 'Giulia',
      lastName: 'Bianchi',
      email: 'giulia@example.it',
      company: 'Bianchi SRL',
    });
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    expect(await registrationCount()).toBe(before + 1);
  });

  it('requires all four fields and writes nothing otherwise', async () => {
    const before = await registrationCount();
    const res = await t.rest('POST', 'register.php', { firstName: 'A', lastName: ' ', email: 'a@b.it', company: 'C' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: 'Compila tutti i campi obbligatori' });
    expect(await registrationCount()).toBe(before);
  });
});

describe('the REST frame', () => {
  it('answers a wrong method with 405 and the allowed ones', async () => {
    const res = await fetch(`${t.baseUrl}/api/tenants.php`, { method: 'DELETE' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET');
    expect(await res.json()).toMatchObject({ success: false });
  });

  it('answers malformed JSON with 400 and writes nothing', async () => {
    const before = await registrationCount();
    const res = await t.rest('POST', 'register.php', '{"firstName": "x",');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: 'Malformed JSON body', code: 'VALIDATION' });
    expect(await registrationCount()).toBe(before);
  });

  it('refuses a JSON body that is not an object', async () => {
    const res = await t.rest('POST', 'register.php', '[1,2,3]');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('The JSON body must be an object');
  });

  it('refuses an oversized body with 413', async () => {
    const before = await registrationCount();
    const res = await t.rest('POST', 'register.php', {
      firstName: 'x'.repeat(2 * 1024 * 1024),
      lastName: 'y',
      email: 'a@b.it',
      company: 'c',
    });
    expect(res.status).toBe(413);
    expect(res.body.success).toBe(false);
    expect(await registrationCount()).toBe(before);
  });

  it('answers an unknown endpoint with a JSON 404', async () => {
    const res = await t.rest('GET', 'nope.php');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, error: 'Endpoint not found' });
  });

  it('refuses wrong field types with a clear message', async () => {
    const res = await t.rest('POST', 'auth.php', { email: ['x'], password: 1, tenant: {} });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('tenant: must be text');
  });
});
