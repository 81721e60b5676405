import { openRestUses, permissions, type Permission, type RestMethod, type RestUse } from '../auth/permissions.ts';

/**
 * Who may call each legacy /api/*.php route, per method and per distinct action of a method:
 * generated from the `rest` uses of api/src/auth/permissions.ts, never written by hand. The REST shims
 * enforce nothing of their own: the domain services they call do (assertAllowed). This map is what the
 * role matrix (tests/security/role-matrix.test.ts) checks those services against, route x method x
 * action x role, and what docs/permissions.md prints. A route or method of routes.ts without an entry
 * here fails route-permissions.test.ts and the role matrix.
 */
export type { RestMethod };

/** 'public', 'authenticated', or the permission of the action. */
export type RestRequirement = 'public' | 'authenticated' | Permission;

export type RestAction = Omit<RestUse, 'route' | 'method'> & { requires: RestRequirement };

export interface RestRouteDeclaration {
  /** The model whose rows the route works on, when there is one (the role matrix aims at such a row). */
  subject?: string;
  methods: Partial<Record<RestMethod, readonly RestAction[]>>;
}

/** The routes in the table's order, with the model each one works on. */
const SUBJECTS: Record<string, string | undefined> = {
  'auth.php': undefined,
  'tenants.php': undefined,
  'register.php': undefined,
  'invoices.php': 'Invoice',
  'payments.php': 'Payment',
  'payment-stats.php': undefined,
  'contracts.php': 'Contract',
  'products.php': 'Product',
  'suppliers.php': 'Supplier',
  'cost-centers.php': 'CostCenter',
  'users.php': 'User',
  'admin-tenants.php': 'Tenant',
  'registrations.php': 'RegistrationRequest',
  'offers.php': 'Offer',
  'recipients.php': 'OfferRecipient',
  'orders.php': 'Order',
  'company.php': undefined,
  'payables.php': undefined,
  'payment-runs.php': 'PaymentRun',
  'inbox.php': undefined,
  'history.php': undefined,
  'api-keys.php': 'ApiKey',
  'webhooks.php': 'WebhookEndpoint',
  'budgets.php': 'Budget',
};
const METHODS: RestMethod[] = ['GET', 'POST', 'PUT', 'DELETE'];

/** Every REST use with its requirement: the open calls first, then the permission table's, in its order. */
export function restUses(): (RestUse & { requires: RestRequirement })[] {
  const declared = (Object.entries(permissions) as [Permission, { rest?: readonly RestUse[] }][]).flatMap(
    ([name, rule]) => (rule.rest ?? []).map((use) => ({ ...use, requires: name as RestRequirement })),
  );
  return [...openRestUses, ...declared];
}

function routeTable(): Record<string, RestRouteDeclaration> {
  const uses = restUses();
  const routes = [...new Set([...Object.keys(SUBJECTS), ...uses.map((use) => use.route)])];
  return Object.fromEntries(
    routes.map((route) => {
      const methods: RestRouteDeclaration['methods'] = {};
      for (const method of METHODS) {
        const actions = uses
          .filter((use) => use.route === route && use.method === method)
          .map(({ route: _route, method: _method, ...action }) => action);
        if (actions.length) methods[method] = actions;
      }
      const subject = SUBJECTS[route];
      return [route, subject ? { subject, methods } : { methods }];
    }),
  );
}

export const restRoutePermissions: Record<string, RestRouteDeclaration> = routeTable();
