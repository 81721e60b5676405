import { describe, expect, it } from 'vitest';
import { SCREEN_ROUTES, isInAudience, navEntries, type ViewerAccess } from '../../web/src/routes.ts';
import { IT_SIDEBAR, PROCUREMENT_SIDEBAR } from '../fixtures/sidebars.ts';

const viewer = (role: string, isSuperAdmin = false): ViewerAccess => ({ role, isSuperAdmin });
const labels = (access: ViewerAccess) =>
  [...navEntries('menu', access), ...navEntries('admin', access)].map((e) => e.label);
const route = (id: string) => SCREEN_ROUTES.find((r) => r.id === id)!;

describe('route table', () => {
  it('gives each role the sidebar of spec heading 6', () => {
    // Issue 17: the approvals inbox, for every approver; issue 18: every role reads budgets.
    expect(labels(viewer('procurement'))).toEqual(PROCUREMENT_SIDEBAR);
    expect(labels(viewer('it_director'))).toEqual(IT_SIDEBAR);
    expect(labels(viewer('admin'))).toContain('User Admin');
    expect(labels(viewer('admin'))).not.toContain('Tenant Admin');
    expect(labels(viewer('admin', true))).toContain('Tenant Admin');
    // Issue 17: the integrator screens, for the tenant admin only.
    expect(labels(viewer('admin'))).toEqual(expect.arrayContaining(['API Keys', 'Webhooks']));
    expect(labels(viewer('finance'))).not.toContain('Webhooks');
  });

  it('opens Analisi spesa to finance, the IT director and the admin, not procurement (issue 18)', () => {
    for (const role of ['finance', 'it_director', 'admin']) {
      expect(isInAudience(viewer(role), route('analytics').access), role).toBe(true);
    }
    expect(isInAudience(viewer('procurement'), route('analytics').access)).toBe(false);
    expect(labels(viewer('procurement'))).not.toContain('Spend Analytics');
  });

  it('admits procurement and admins to Products (the guide: admins have all permissions), no one else', () => {
    expect(isInAudience(viewer('procurement'), route('products').access)).toBe(true);
    expect(isInAudience(viewer('admin'), route('products').access)).toBe(true);
    expect(isInAudience(viewer('finance'), route('products').access)).toBe(false);
    expect(isInAudience(viewer('it_director'), route('products').access)).toBe(false);
    expect(route('products').denial).toMatchObject({ kind: 'redirect', to: '/' });
  });

  it('refuses everyone the tenant screen except the super admin', () => {
    expect(isInAudience(viewer('admin'), route('tenants').access)).toBe(false);
    expect(isInAudience(viewer('finance', true), route('tenants').access)).toBe(false);
    expect(isInAudience(viewer('admin', true), route('tenants').access)).toBe(true);
  });

  it('covers every path of the spec route table', () => {
    expect(SCREEN_ROUTES.map((r) => r.path).sort()).toEqual(
      [
        '',
        'offers',
        'offers/new',
        'offers/:id',
        'orders',
        'orders/new',
        'orders/:orderId',
        'orders/:orderId/invoice',
        'invoices',
        'invoices/:id',
        'payments',
        'products',
        'suppliers',
        'cost-centers',
        'contracts',
        'contracts/:id',
        'admin/users',
        'admin/tenants',
        'admin/company', // company settings (issue 14, point 4)
        'analytics', // Analisi spesa (issue 18, point 5)
        'budgets', // budgets per cost center (issue 18)
        'inbox', // Da approvare (issue 17)
        'admin/api-keys', // API keys (issue 17)
        'admin/webhooks', // webhook endpoints and deliveries (issue 17, point 7)
      ].sort(),
    );
  });
});
