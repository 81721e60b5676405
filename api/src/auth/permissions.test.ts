import { describe, expect, it } from 'vitest';
import {
  can,
  permissions,
  READ_ONLY_ACTIONS,
  ROLES,
  type Permission,
  type Principal,
  type RestUse,
  type RoleRule,
} from './permissions.ts';

const FLAGS = [false, true];
const principals: Principal[] = ROLES.flatMap((role) =>
  FLAGS.flatMap((isSuperAdmin) => FLAGS.map((isPlatformAdmin) => ({ role, isSuperAdmin, isPlatformAdmin }))),
);
const names = Object.keys(permissions) as Permission[];
const roleRules = names.flatMap((name) => {
  const rule = permissions[name];
  return 'roles' in rule ? [[name, rule as RoleRule] as const] : [];
});
const anyOfRules = names.flatMap((name) => {
  const rule = permissions[name];
  return 'anyOf' in rule ? [[name, rule.anyOf as readonly Permission[]] as const] : [];
});

describe('can: the permission table', () => {
  it('nobody signed in may do nothing', () => {
    for (const permission of names) expect(can(null, permission), permission).toBe(false);
  });

  it('a role the rule does not name is refused whatever its flags', () => {
    for (const [permission, rule] of roleRules) {
      for (const principal of principals.filter((p) => !rule.roles.includes(p.role))) {
        expect(can(principal, permission), `${permission} ${JSON.stringify(principal)}`).toBe(false);
      }
    }
  });

  it('a named role is allowed unless the rule also wants the principal or a platform admin', () => {
    for (const [permission, rule] of roleRules) {
      for (const principal of principals.filter((p) => rule.roles.includes(p.role))) {
        const expected =
          (!rule.superAdminOnly || principal.isSuperAdmin) && (!rule.platformOnly || principal.isPlatformAdmin);
        expect(can(principal, permission), `${permission} ${JSON.stringify(principal)}`).toBe(expected);
      }
    }
  });

  it('an any-of action names role rules only, and allows exactly who holds one of them', () => {
    expect(anyOfRules.map(([name]) => name).sort()).toEqual([
      'contract.approve',
      'inbox.decide',
      'inbox.view',
      'invoice.approve',
      'offer.approve',
    ]);
    for (const [permission, parts] of anyOfRules) {
      expect(parts.length, permission).toBeGreaterThan(1);
      for (const part of parts) expect('roles' in permissions[part], `${permission} -> ${part}`).toBe(true);
      for (const principal of principals) {
        const expected = parts.some((part) => can(principal, part));
        expect(can(principal, permission), `${permission} ${JSON.stringify(principal)}`).toBe(expected);
      }
    }
  });

  it('spot checks of the spec: the narrower audiences and the admin-only flags', () => {
    const admin = { role: 'admin', isSuperAdmin: false, isPlatformAdmin: false } as const;
    const principal = { ...admin, isSuperAdmin: true, isPlatformAdmin: true };
    expect(can({ ...admin, role: 'procurement' }, 'product.manage')).toBe(true);
    // The guide gives admins every page, Products included (issue 13, 12c); finance still may not.
    expect(can(principal, 'product.manage')).toBe(true);
    expect(can({ ...admin, role: 'finance' }, 'product.manage')).toBe(false);
    expect(can(principal, 'dashboard.payments')).toBe(false);
    expect(can({ ...admin, role: 'finance' }, 'dashboard.payments')).toBe(true);
    expect(can(admin, 'contract.delete')).toBe(false);
    expect(can(principal, 'contract.delete')).toBe(true);
    expect(can(admin, 'user.manageAllTenants')).toBe(false);
    expect(can({ ...admin, isPlatformAdmin: true }, 'user.manageAllTenants')).toBe(true);
    expect(can({ ...admin, isPlatformAdmin: true }, 'user.setPasswordAllTenants')).toBe(false);
    expect(can({ ...admin, role: 'it_director' }, 'offer.approveFinance')).toBe(false);
    expect(can({ ...admin, role: 'it_director' }, 'offer.approveIt')).toBe(true);
    // Approving is open to whoever gives one of the two steps; procurement gives neither.
    expect(can({ ...admin, role: 'it_director' }, 'invoice.approve')).toBe(true);
    expect(can({ ...admin, role: 'finance' }, 'contract.approve')).toBe(true);
    expect(can({ ...admin, role: 'procurement' }, 'offer.approve')).toBe(false);
  });
});

describe('a read-only API key', () => {
  const readOnly: Principal = { role: 'admin', isSuperAdmin: false, isPlatformAdmin: false, readOnly: true };
  const writes = (name: Permission) =>
    ((permissions[name] as { rest?: readonly RestUse[] }).rest ?? []).some((use) => use.method !== 'GET');

  it('may do every read action of the table and nothing else', () => {
    for (const permission of names) {
      expect(can(readOnly, permission), permission).toBe(READ_ONLY_ACTIONS.has(permission));
    }
  });

  it('reads every list and download, and no action with a write call is among them', () => {
    for (const permission of names.filter((name) => name.endsWith('.view'))) {
      expect(READ_ONLY_ACTIONS.has(permission), permission).toBe(true);
    }
    for (const permission of READ_ONLY_ACTIONS) expect(writes(permission), permission).toBe(false);
  });
});
