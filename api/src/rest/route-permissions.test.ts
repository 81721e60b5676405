import { describe, expect, it } from 'vitest';
import { openRestUses, permissions, type Permission, type RestMethod, type RestUse } from '../auth/permissions.ts';
import { restRoutePermissions, restUses } from './route-permissions.ts';
import { restRoutes } from './routes.ts';

const declaredUses = (Object.entries(permissions) as [Permission, { rest?: readonly RestUse[] }][]).flatMap(
  ([name, rule]) => (rule.rest ?? []).map((use) => ({ ...use, requires: name })),
);

describe('the REST route table, generated from the permission table', () => {
  it('every route and method of routes.ts has a rule, and no rule names a route or method that does not exist', () => {
    const problems: string[] = [];
    for (const [route, endpoint] of Object.entries(restRoutes)) {
      for (const method of Object.keys(endpoint) as RestMethod[]) {
        if (!restRoutePermissions[route]?.methods[method]?.length) problems.push(`${method} ${route}: no rule`);
      }
    }
    for (const use of restUses()) {
      if (!restRoutes[use.route]?.[use.method]) problems.push(`${use.method} ${use.route}: no such route`);
    }
    expect(problems).toEqual([]);
  });

  it('holds each declared use once, under the action that declares it, and nothing else', () => {
    const table = Object.entries(restRoutePermissions).flatMap(([route, declaration]) =>
      Object.entries(declaration.methods).flatMap(([method, actions]) =>
        (actions ?? []).map((action) => ({ route, method, ...action })),
      ),
    );
    const key = (use: { route: string; method: string; action: string }) => `${use.method} ${use.route} ${use.action}`;
    expect(new Set(table.map(key)).size).toBe(table.length);
    expect(table.map(key).sort()).toEqual([...openRestUses, ...declaredUses].map(key).sort());
    for (const use of declaredUses) {
      const row = table.find((entry) => key(entry) === key(use));
      expect(row?.requires, key(use)).toBe(use.requires);
    }
  });

  it('tells the actions of one route and method apart by what the request carries', () => {
    for (const [route, declaration] of Object.entries(restRoutePermissions)) {
      for (const [method, actions] of Object.entries(declaration.methods)) {
        const selectors = (actions ?? []).map((a) => JSON.stringify([a.query ?? {}, a.body ?? {}, !!a.multipart]));
        expect(new Set(selectors).size, `${method} ${route}`).toBe(selectors.length);
      }
    }
  });

  it('spot checks: approvals need the approve action, deletes of contracts the principal admin', () => {
    const find = (route: string, method: RestMethod, action: string) =>
      restRoutePermissions[route]?.methods[method]?.find((a) => a.action === action)?.requires;
    expect(find('invoices.php', 'PUT', 'approve')).toBe('invoice.approve');
    expect(find('offers.php', 'PUT', 'reject')).toBe('offer.reject');
    expect(find('contracts.php', 'DELETE', 'delete')).toBe('contract.delete');
    expect(find('auth.php', 'POST', 'login')).toBe('public');
    expect(find('users.php', 'POST', 'create in another tenant')).toBe('user.manageAllTenants');
    expect(restRoutePermissions['offers.php']?.subject).toBe('Offer');
  });
});
