import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { permissionsMarkdown } from '../../api/scripts/print-permissions.ts';
import { can } from '../../api/src/auth/permissions.ts';

describe('permissions', () => {
  it('docs/permissions.md is generated from the enforced table (npm run docs:permissions)', () => {
    expect(fs.readFileSync('docs/permissions.md', 'utf8')).toBe(permissionsMarkdown());
  });

  it('follows the spec where it narrows the admin', () => {
    const admin = { role: 'admin' as const, isSuperAdmin: false, isPlatformAdmin: false };
    const superAdmin = { ...admin, isSuperAdmin: true, isPlatformAdmin: true };
    expect(can(admin, 'product.manage')).toBe(true);
    expect(can({ ...admin, role: 'procurement' }, 'product.manage')).toBe(true);
    expect(can({ ...admin, role: 'finance' }, 'product.manage')).toBe(false);
    expect(can({ ...admin, role: 'it_director' }, 'product.manage')).toBe(false);
    expect(can(admin, 'dashboard.payments')).toBe(false);
    expect(can(admin, 'tenant.manage')).toBe(false);
    expect(can(superAdmin, 'tenant.manage')).toBe(true);
    expect(can(admin, 'contract.delete')).toBe(false);
    expect(can(superAdmin, 'contract.delete')).toBe(true);
    expect(can(null, 'offer.view')).toBe(false);
  });
});
