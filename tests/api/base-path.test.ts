import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../api/src/config.ts';
import { startTestApp, type TestApp } from '../setup/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ basePath: '/Purchaser' });
});
afterAll(async () => {
  await t?.close();
});

describe('BASE_PATH', () => {
  it('is read and normalised from the environment', () => {
    expect(loadConfig({ BASE_PATH: '/Purchaser/' }).basePath).toBe('/Purchaser');
    expect(loadConfig({}).basePath).toBe('');
    expect(() => loadConfig({ BASE_PATH: 'no slash<script>' })).toThrow(/BASE_PATH/);
    expect(loadConfig({ PORT: '5123' }).port).toBe(5123);
    expect(loadConfig({}).port).toBe(4000);
  });

  it('serves the API under the prefix: /Purchaser/api and /Purchaser/graphql', async () => {
    expect(t.baseUrl.endsWith('/Purchaser')).toBe(true);
    const tenants = await t.rest('GET', 'tenants.php');
    expect(tenants.status).toBe(200);
    const token = await t.login('finance@acme.test', 'acme');
    const viewer = await t.gql<{ viewer: { role: string } }>('{ viewer { role } }', {}, token);
    expect(viewer.data?.viewer.role).toBe('finance');
  });

  it('does not answer outside the prefix', async () => {
    const origin = new URL(t.baseUrl).origin;
    const res = await fetch(`${origin}/api/tenants.php`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/Purchaser/');
  });
});
