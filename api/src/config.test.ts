import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isProductionEnv, loadConfig, passwordHashCost, tenantFilterDisabled } from './config.ts';

describe('config', () => {
  it('LOG_LEVEL: info, error or silent; anything else is refused at start-up with a clear error', () => {
    expect(loadConfig({}).logLevel).toBe('info');
    expect(loadConfig({ NODE_ENV: 'test' }).logLevel).toBe('silent');
    expect(loadConfig({ LOG_LEVEL: 'error' }).logLevel).toBe('error');
    expect(loadConfig({ LOG_LEVEL: 'silent' }).logLevel).toBe('silent');
    expect(() => loadConfig({ LOG_LEVEL: 'debug' })).toThrow('LOG_LEVEL must be info, error, silent, got "debug"');
    expect(() => loadConfig({ LOG_LEVEL: 'INFO' })).toThrow(/LOG_LEVEL/);
  });

  it('MAX_CONCURRENT_REQUESTS: 4 by default, a positive integer', () => {
    expect(loadConfig({}).maxConcurrentRequests).toBe(4);
    expect(loadConfig({ MAX_CONCURRENT_REQUESTS: '16' }).maxConcurrentRequests).toBe(16);
    expect(() => loadConfig({ MAX_CONCURRENT_REQUESTS: '0' })).toThrow(
      'MAX_CONCURRENT_REQUESTS must be a positive integer, got 0',
    );
  });

  it('MIGRATE_ON_START and BENCH are on only for 1', () => {
    expect(loadConfig({}).migrateOnStart).toBe(false);
    expect(loadConfig({ MIGRATE_ON_START: '1' }).migrateOnStart).toBe(true);
    expect(loadConfig({ MIGRATE_ON_START: '0' }).migrateOnStart).toBe(false);
    expect(loadConfig({}).bench).toBe(false);
    expect(loadConfig({ BENCH: '1' }).bench).toBe(true);
  });

  it('SMTP_URL, MAIL_FROM, PUBLIC_URL (issue 17): e-mail off without SMTP_URL, links from PORT and BASE_PATH', () => {
    const plain = loadConfig({});
    expect(plain.smtpUrl).toBeNull();
    expect(plain.mailFrom).toBe('Purchaser <noreply@localhost>');
    expect(plain.publicUrl).toBe('http://localhost:4000');
    expect(loadConfig({ PORT: '8080', BASE_PATH: '/Purchaser' }).publicUrl).toBe('http://localhost:8080/Purchaser');
    expect(loadConfig({ PUBLIC_URL: 'https://acquisti.example.com/' }).publicUrl).toBe('https://acquisti.example.com');
    expect(loadConfig({ SMTP_URL: 'smtp://u:p@mail.example.com:587' }).smtpUrl).toBe('smtp://u:p@mail.example.com:587');
    expect(loadConfig({ MAIL_FROM: 'Acquisti <acquisti@example.com>' }).mailFrom).toBe(
      'Acquisti <acquisti@example.com>',
    );
    // The refusal never repeats the URL: it may carry the SMTP password.
    expect(() => loadConfig({ SMTP_URL: 'http://u:secret@mail.example.com' })).toThrow(/^SMTP_URL must look like/);
    expect(() => loadConfig({ SMTP_URL: 'http://u:secret@mail.example.com' })).not.toThrow(/secret/);
    expect(() => loadConfig({ MAIL_FROM: 'not an address' })).toThrow(/MAIL_FROM/);
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://x' })).toThrow(/PUBLIC_URL/);
    expect(loadConfig({}).outboxWorker).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).outboxWorker).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', OUTBOX_WORKER: '1' }).outboxWorker).toBe(true);
  });

  it('the tenant filter goes off only with TENANT_FILTER=off under NODE_ENV=test', () => {
    expect(tenantFilterDisabled({ TENANT_FILTER: 'off', NODE_ENV: 'test' })).toBe(true);
    expect(tenantFilterDisabled({ TENANT_FILTER: 'off', NODE_ENV: 'production' })).toBe(false);
    expect(tenantFilterDisabled({ TENANT_FILTER: 'off' })).toBe(false);
    expect(tenantFilterDisabled({ NODE_ENV: 'test' })).toBe(false);
  });

  it('PASSWORD_HASH_COST: 17 by default, 12 to 20, never below 17 in production', () => {
    expect(passwordHashCost({})).toBe(17);
    expect(passwordHashCost({ PASSWORD_HASH_COST: '14' })).toBe(14);
    expect(() => passwordHashCost({ PASSWORD_HASH_COST: '11' })).toThrow(/12 to 20/);
    expect(() => passwordHashCost({ PASSWORD_HASH_COST: 'x' })).toThrow(/12 to 20/);
    expect(() => passwordHashCost({ NODE_ENV: 'production', PASSWORD_HASH_COST: '16' })).toThrow(/not production/);
    expect(passwordHashCost({ NODE_ENV: 'production', PASSWORD_HASH_COST: '18' })).toBe(18);
  });

  it('NODE_ENV=production only is production', () => {
    expect(isProductionEnv({ NODE_ENV: 'production' })).toBe(true);
    expect(isProductionEnv({ NODE_ENV: 'development' })).toBe(false);
    expect(isProductionEnv({})).toBe(false);
  });

  // The README's configuration table is the operator's reference: a variable config.ts reads but the
  // table does not name is a setting nobody can find.
  it('every environment variable config.ts reads has a row in the README configuration table', () => {
    const source = fs.readFileSync(new URL('./config.ts', import.meta.url), 'utf8');
    const readme = fs.readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const read = new Set([...source.matchAll(/\benv\.([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]!));
    expect(read.size).toBeGreaterThan(20);
    const rows = new Set([...readme.matchAll(/^\| `([A-Z][A-Z0-9_]*)` \|/gm)].map((m) => m[1]!));
    expect([...read].filter((name) => !rows.has(name))).toEqual([]);
  });
});
