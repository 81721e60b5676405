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

  it('MIGRATE_ON_START and BENCH are on only for 1', () => {
    expect(loadConfig({}).migrateOnStart).toBe(false);
    expect(loadConfig({ MIGRATE_ON_START: '1' }).migrateOnStart).toBe(true);
    expect(loadConfig({ MIGRATE_ON_START: '0' }).migrateOnStart).toBe(false);
    expect(loadConfig({}).bench).toBe(false);
    expect(loadConfig({ BENCH: '1' }).bench).toBe(true);
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
});
