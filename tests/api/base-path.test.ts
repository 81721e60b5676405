import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../api/src/config.ts';
import { appForFile } from '../setup/test-app.ts';
import { serveWeb, webFixture } from '../security/support/web-fixture.ts';

const t = await appForFile({ basePath: '/Purchaser' });

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

  it('hands the client its prefix through a script file (no inline script), with the security headers', async () => {
    const web = await serveWeb(t.app, webFixture());
    try {
      await prefixChecks(web.baseUrl);
    } finally {
      await web.close();
    }
  });

  async function prefixChecks(baseUrl: string): Promise<void> {
    expect(baseUrl.endsWith('/Purchaser')).toBe(true);
    const page = await fetch(`${baseUrl}/`);
    const html = await page.text();
    expect(html).toContain('<base href="/Purchaser/"><script defer src="base-path.js"></script>');
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self' 'report-sample';/);
    const script = await fetch(`${baseUrl}/base-path.js`);
    expect(await script.text()).toBe('window.__BASE_PATH__="/Purchaser";\n');
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
    // Outside the prefix too: the redirect carries them.
    const outside = await fetch(`${new URL(baseUrl).origin}/`, { redirect: 'manual' });
    expect(outside.headers.get('x-frame-options')).toBe('DENY');
  }

  it('does not answer outside the prefix', async () => {
    const origin = new URL(t.baseUrl).origin;
    const res = await fetch(`${origin}/api/tenants.php`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/Purchaser/');
  });
});
