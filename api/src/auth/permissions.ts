import type { Role } from '../generated/prisma/enums.ts';

/**
 * The single declaration of who may do what: action name -> rule. The GraphQL scopes (`can` in
 * builder.ts), the services' assertion (`assertAllowed` in context.ts, so the REST shims and the jobs
 * meet the same rules), the legacy REST route table (api/src/rest/route-permissions.ts, generated from
 * the `rest` uses below), the role-matrix test and docs/permissions.md all read this table.
 * Drawn from heading 6 of both spec documents; 'admin has all permissions' except where the spec
 * names a narrower audience (dashboard payments: finance and IT). Products are procurement's and the
 * admin's: the spec's guide gives admins all permissions and lists Products in their sidebar.
 */
export const ROLES = ['procurement', 'finance', 'it_director', 'admin'] as const satisfies readonly Role[];
const ALL: Role[] = [...ROLES];

export type RestMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One legacy /api/*.php call an action answers: route, method, and what tells it from the route's other actions. */
export interface RestUse {
  route: string;
  method: RestMethod;
  /** The action's name in the docs and in test output. */
  action: string;
  /**
   * Query parameters and body fields that select this action. A value ':Model' stands for the id of a
   * row of that model (':id' the route's own subject), filled in by the role matrix.
   */
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  /** Sent as multipart/form-data (file uploads). */
  multipart?: boolean;
  /** Acts on the caller's own session (logout): the role matrix calls it with a throwaway session. */
  selfOnly?: boolean;
}

/** A rule by role, with the spec's narrower admin audiences. */
export interface RoleRule {
  roles: Role[];
  /** Only the principal administrator (the configured SUPER_ADMIN_EMAIL). */
  superAdminOnly?: boolean;
  /** Only admins of the platform's own tenant 'admin' (cross-tenant user management). */
  platformOnly?: boolean;
  description: string;
  rest?: readonly RestUse[];
}

/** An action any one of several rules allows (approve: the finance or the IT step). */
export interface AnyOfRule {
  anyOf: readonly string[];
  description: string;
  rest?: readonly RestUse[];
}

export type Rule = RoleRule | AnyOfRule;

type Select = Pick<RestUse, 'query' | 'body' | 'multipart' | 'selfOnly'>;
/** A REST use of an action, e.g. rest('offers.php', 'PUT', 'approve', { body: { action: 'approve' } }). */
export function rest(route: string, method: RestMethod, action: string, select: Select = {}): RestUse {
  return { route, method, action, ...select };
}
const byId = { query: { id: ':id' } };
/** The calls of a master-data route: reading (list, one) and writing (create, update, delete). */
const readUses = (route: string) => [rest(route, 'GET', 'list'), rest(route, 'GET', 'one', byId)];
/** The downloads of a list (issue 18): the same rows and filters as CSV or Excel. */
const exportUses = (route: string) => [
  rest(route, 'GET', 'export CSV', { query: { format: 'csv' } }),
  rest(route, 'GET', 'export Excel', { query: { format: 'xlsx' } }),
];
const listUses = (route: string) => [...readUses(route), ...exportUses(route)];
const writeUses = (route: string) => [
  rest(route, 'POST', 'create'),
  rest(route, 'PUT', 'update'),
  rest(route, 'DELETE', 'delete'),
];
/** Issue 17 point 2: a document's history, for whoever may see the document ('history.php?type=offer&id=N'). */
const historyUse = (type: string, model: string) =>
  rest('history.php', 'GET', `${type} history`, { query: { type, id: `:${model}` } });
type ApprovalAction = 'approveFinance' | 'approveIt' | 'approve' | 'reject';

/**
 * The actions of an approvable kind's two-step approval (workflows/approval-kinds.ts): its finance and
 * IT steps, approving (whichever step the workflow gives the viewer) and rejecting an open one, with
 * their legacy PUT calls on `route`. `noun` is the kind with its article ('an offer').
 */
function approvalActions<K extends 'offer' | 'invoice' | 'contract'>(kind: K, noun: string, route: string) {
  const rules: Record<string, Rule> = {
    [`${kind}.approveFinance`]: { roles: ['finance', 'admin'], description: `Finance step of ${noun}` },
    [`${kind}.approveIt`]: { roles: ['it_director', 'admin'], description: `IT step of ${noun}` },
    [`${kind}.approve`]: {
      anyOf: [`${kind}.approveFinance`, `${kind}.approveIt`],
      description: `Approve ${noun} (the step the workflow gives the viewer)`,
      rest: [rest(route, 'PUT', 'approve', { body: { action: 'approve' } })],
    },
    [`${kind}.reject`]: {
      roles: ['finance', 'it_director', 'admin'],
      description: `Reject an open ${kind}`,
      rest: [rest(route, 'PUT', 'reject', { body: { action: 'reject', rejectReason: 'matrix' } })],
    },
  };
  return rules as Record<`${K}.${ApprovalAction}`, Rule>;
}

/** Every step of every approvable document: whoever holds one has an approvals inbox. */
const APPROVAL_STEPS = (['offer', 'invoice', 'contract'] as const).flatMap((kind) => [
  `${kind}.approveFinance`,
  `${kind}.approveIt`,
]);

/** REST calls open to anyone ('public') or to any signed-in user ('authenticated'). */
export const openRestUses: readonly (RestUse & { requires: 'public' | 'authenticated' })[] = [
  { ...rest('auth.php', 'GET', 'current session'), requires: 'authenticated' },
  { ...rest('auth.php', 'POST', 'login'), requires: 'public' },
  { ...rest('auth.php', 'POST', 'logout', { body: { action: 'logout' }, selfOnly: true }), requires: 'authenticated' },
  {
    ...rest('auth.php', 'POST', 'change password', { body: { action: 'change_password' } }),
    requires: 'authenticated',
  },
  { ...rest('tenants.php', 'GET', 'sign-in tenant list'), requires: 'public' },
  { ...rest('register.php', 'POST', 'registration request'), requires: 'public' },
  // Issue 17: password reset by e-mail, from the sign-in screen.
  {
    ...rest('auth.php', 'POST', 'request password reset', { body: { action: 'request_password_reset' } }),
    requires: 'public',
  },
  { ...rest('auth.php', 'POST', 'reset password', { body: { action: 'reset_password' } }), requires: 'public' },
];

export const permissions = {
  'dashboard.view': { roles: ALL, description: 'Dashboard cards and recent lists' },
  'dashboard.payments': { roles: ['finance', 'it_director'], description: 'Dashboard payments card' },

  'offer.view': {
    roles: ALL,
    description: 'List and open offers',
    rest: [...listUses('offers.php'), historyUse('offer', 'Offer')],
  },
  'offer.create': {
    roles: ['procurement', 'admin'],
    description: 'Create offers',
    rest: [rest('offers.php', 'POST', 'create')],
  },
  ...approvalActions('offer', 'an offer', 'offers.php'),
  'offer.manageRecipients': {
    roles: ['procurement', 'admin'],
    description: 'Add, edit, delete recipients',
    rest: [rest('recipients.php', 'POST', 'add'), ...writeUses('recipients.php').slice(1)],
  },
  'offer.uploadDocument': {
    roles: ['procurement', 'admin'],
    description: 'Attach PDF documents to an offer',
    rest: [rest('offers.php', 'POST', 'upload document', { query: { upload: '1' }, multipart: true })],
  },
  'offer.downloadDocument': {
    roles: ALL,
    description: 'Download offer documents',
    rest: [rest('offers.php', 'GET', 'download document', { query: { download: '1', id: ':OfferDocument' } })],
  },

  'order.view': {
    roles: ALL,
    description: 'List and open orders',
    rest: [
      ...listUses('orders.php'),
      rest('orders.php', 'GET', 'purchase order PDF', { query: { id: ':id', pdf: '1' } }),
      historyUse('order', 'Order'),
    ],
  },
  'order.create': {
    roles: ['procurement', 'admin'],
    description: 'Create an order from an approved offer',
    rest: [rest('orders.php', 'POST', 'create')],
  },
  'order.advance': {
    roles: ['procurement', 'admin'],
    description: 'Advance pending -> sent -> received',
    rest: [rest('orders.php', 'PUT', 'advance', { body: { status: 'sent' } })],
  },

  'invoice.view': {
    roles: ALL,
    description: 'List and open invoices',
    rest: [...listUses('invoices.php'), historyUse('invoice', 'Invoice')],
  },
  'invoice.create': {
    roles: ['finance', 'admin'],
    description: 'Create invoices (also from a received order)',
    rest: [
      rest('invoices.php', 'POST', 'create'),
      rest('invoices.php', 'POST', 'create from order', { body: { orderId: ':Order' } }),
    ],
  },
  'invoice.update': {
    roles: ['finance', 'admin'],
    description: 'Edit an invoice not fully approved',
    rest: [
      rest('invoices.php', 'PUT', 'update'),
      rest('invoices.php', 'PUT', 'set line cost centers', {
        body: { line_cost_centers: [{ line_id: 1, cost_center_id: 1 }] },
      }),
    ],
  },
  'invoice.delete': {
    roles: ['finance', 'admin'],
    description: 'Delete an invoice not fully approved',
    rest: [rest('invoices.php', 'DELETE', 'delete')],
  },
  ...approvalActions('invoice', 'an invoice', 'invoices.php'),
  'invoice.import': {
    roles: ['finance', 'admin'],
    description: 'Import FatturaPA e-invoices (.xml, .xml.p7m, .zip)',
    rest: [rest('invoices.php', 'POST', 'import e-invoices', { query: { import: '1' }, multipart: true })],
  },
  'invoice.linkOrder': {
    roles: ['finance', 'admin'],
    description: 'Link an imported invoice to a received order by hand',
    rest: [rest('invoices.php', 'PUT', 'link to order', { body: { link_order_id: ':Order' } })],
  },
  'invoice.attach': {
    roles: ['finance', 'admin'],
    description: 'Attach a PDF to an invoice',
    rest: [rest('invoices.php', 'POST', 'upload attachment', { query: { upload: '1' }, multipart: true })],
  },
  'invoice.detach': {
    roles: ['finance', 'admin'],
    description: 'Remove a PDF attached to an invoice by mistake, before any approval',
    rest: [rest('invoices.php', 'DELETE', 'remove attachment', { query: { attachment: ':InvoiceAttachment' } })],
  },
  'invoice.download': {
    roles: ALL,
    description: "Download an invoice's attachments and its e-invoice original",
    rest: [
      rest('invoices.php', 'GET', 'download original', { query: { id: ':id', original: '1' } }),
      rest('invoices.php', 'GET', 'download attachment', { query: { attachment: ':InvoiceAttachment' } }),
    ],
  },

  'payment.view': {
    roles: ['finance', 'it_director', 'admin'],
    description: 'Payments list, statistics and the payables schedule (scadenzario)',
    rest: [
      rest('payments.php', 'GET', 'list'),
      ...exportUses('payments.php'),
      rest('payment-stats.php', 'GET', 'statistics'),
      rest('payables.php', 'GET', 'payables schedule'),
      ...exportUses('payables.php'),
      historyUse('payment', 'Payment'),
    ],
  },
  'analytics.view': {
    roles: ['finance', 'it_director', 'admin'],
    description:
      'Spend analytics (Analisi spesa): spend by month, supplier, cost center and VAT rate, payables ageing, approval lead time',
    rest: [
      rest('spend.php', 'GET', 'spend by month', {
        query: { group_by: 'month', from: '2026-01-01', to: '2026-12-31' },
      }),
    ],
  },
  'payment.update': {
    roles: ['finance', 'admin'],
    description: 'Edit or cancel a payment',
    rest: [
      rest('payments.php', 'PUT', 'update'),
      rest('payments.php', 'PUT', 'cancel', { body: { status: 'cancelled' } }),
    ],
  },

  'paymentRun.view': {
    roles: ['finance', 'it_director', 'admin'],
    description: 'Payment runs (distinte): list, detail with payments, download the bank file',
    rest: [
      rest('payment-runs.php', 'GET', 'list'),
      rest('payment-runs.php', 'GET', 'one', byId),
      ...exportUses('payment-runs.php'),
      rest('payment-runs.php', 'GET', 'download file', { query: { id: ':id', download: '1' } }),
      historyUse('payment_run', 'PaymentRun'),
    ],
  },
  'paymentRun.create': {
    roles: ['finance', 'admin'],
    description: "Create a payment run (SEPA or CBI file) from payments 'In attesa pagamento'",
    rest: [rest('payment-runs.php', 'POST', 'create')],
  },
  'paymentRun.decide': {
    roles: ['finance', 'admin'],
    description: 'Confirm a payment run (its payments become paid) or cancel it (releases them), audited',
    rest: [
      rest('payment-runs.php', 'PUT', 'confirm', { body: { action: 'confirm' } }),
      rest('payment-runs.php', 'PUT', 'cancel', { body: { action: 'cancel' } }),
    ],
  },

  'contract.view': {
    roles: ALL,
    description: 'List and open contracts, download their PDF',
    rest: [
      ...listUses('contracts.php'),
      rest('contracts.php', 'GET', 'download PDF', { query: { file: ':file' } }),
      historyUse('contract', 'Contract'),
    ],
  },
  'contract.create': {
    roles: ['procurement', 'admin'],
    description: 'Create contracts, upload their PDF',
    rest: [
      rest('contracts.php', 'POST', 'create'),
      rest('contracts.php', 'POST', 'upload PDF', { query: { upload: '1' }, multipart: true }),
    ],
  },
  'contract.update': {
    roles: ['procurement', 'admin'],
    description: 'Edit a contract not fully approved',
    rest: [rest('contracts.php', 'PUT', 'update')],
  },
  'contract.delete': {
    roles: ['admin'],
    superAdminOnly: true,
    description: 'Delete a contract',
    rest: [rest('contracts.php', 'DELETE', 'delete')],
  },
  ...approvalActions('contract', 'a contract', 'contracts.php'),

  // Issue 17 point 1: the approvals inbox ("Da approvare") of whoever takes an approval step (any of
  // the step rules themselves: an any-of names role rules only).
  'inbox.view': {
    anyOf: APPROVAL_STEPS,
    description: 'Approvals inbox: what awaits the viewer’s own step, and its count',
    rest: [rest('inbox.php', 'GET', 'list')],
  },
  'inbox.decide': {
    anyOf: APPROVAL_STEPS,
    description: 'Bulk approve or reject from the inbox (each item checked as a single approval)',
  },

  'product.view': { roles: ALL, description: 'Product lookups (offer lines, pickers)', rest: listUses('products.php') },
  'product.manage': {
    roles: ['procurement', 'admin'],
    description: 'Products page: create, edit, delete',
    rest: writeUses('products.php'),
  },
  'supplier.view': {
    roles: ALL,
    description: 'Supplier lookups',
    rest: [...listUses('suppliers.php'), historyUse('supplier', 'Supplier')],
  },
  'supplier.manage': {
    roles: ['finance', 'admin'],
    description: 'Create, edit, delete suppliers',
    rest: writeUses('suppliers.php'),
  },
  'costCenter.view': { roles: ALL, description: 'Cost center list and lookups', rest: listUses('cost-centers.php') },
  'costCenter.manage': {
    roles: ['finance', 'admin'],
    description: 'Create, edit, delete cost centers',
    rest: writeUses('cost-centers.php'),
  },
  'budget.view': {
    roles: ALL,
    description: 'Budgets per cost center and year, with committed, actual and available (issue 18)',
    rest: [
      rest('budgets.php', 'GET', 'list', { query: { year: '2026' } }),
      rest('budgets.php', 'GET', 'one', byId),
      ...exportUses('budgets.php'),
    ],
  },
  'budget.manage': {
    roles: ['finance', 'admin'],
    description: 'Set, change and delete budgets',
    rest: writeUses('budgets.php'),
  },

  'user.manage': {
    roles: ['admin'],
    description: "Manage the users of one's own tenant",
    rest: [
      rest('users.php', 'GET', 'list'),
      ...exportUses('users.php'),
      rest('users.php', 'POST', 'create in own tenant'),
      rest('users.php', 'PUT', 'update'),
      rest('users.php', 'DELETE', 'delete'),
    ],
  },
  'user.manageAllTenants': {
    roles: ['admin'],
    platformOnly: true,
    description: 'Manage users of every tenant',
    rest: [rest('users.php', 'POST', 'create in another tenant', { body: { tenant: ':otherTenant' } })],
  },
  'user.setPasswordAllTenants': {
    roles: ['admin'],
    superAdminOnly: true,
    description: "Set the password of another tenant's user (an admin's would hand over that tenant)",
  },
  'tenant.policy': {
    roles: ['admin'],
    description: "Switch one's own tenant's policies (segregation of duties), audited",
  },
  'company.view': {
    roles: ALL,
    description: "Read one's own company's legal data (issue 14: the tenant's own record) and match tolerance",
    rest: [rest('company.php', 'GET', 'read')],
  },
  'company.update': {
    roles: ['admin'],
    description:
      "Edit one's own company's legal data and purchase-order match tolerance, audited (the principal admin: any tenant's)",
    rest: [rest('company.php', 'PUT', 'update')],
  },
  'apiKey.manage': {
    roles: ['admin'],
    description: "Create, list and revoke the tenant's API keys (issue 17)",
    rest: [
      rest('api-keys.php', 'GET', 'list'),
      rest('api-keys.php', 'POST', 'create', { body: { name: 'matrix', role: 'read_only' } }),
      rest('api-keys.php', 'DELETE', 'revoke', { query: { id: ':ApiKey' } }),
    ],
  },
  'webhook.manage': {
    roles: ['admin'],
    description:
      "Register, list and delete the tenant's webhook endpoints, read their deliveries, re-send one (issue 17)",
    rest: [
      rest('webhooks.php', 'GET', 'list'),
      rest('webhooks.php', 'GET', 'deliveries', { query: { id: ':id', deliveries: '1' } }),
      rest('webhooks.php', 'POST', 'register', {
        body: { url: 'https://203.0.113.10/hook', events: ['offer.created'] },
      }),
      rest('webhooks.php', 'POST', 're-send a delivery', { query: { resend: ':WebhookDelivery' } }),
      rest('webhooks.php', 'DELETE', 'delete'),
    ],
  },
  'tenant.manage': {
    roles: ['admin'],
    superAdminOnly: true,
    description: 'Tenants and registration requests',
    rest: [
      rest('admin-tenants.php', 'GET', 'list'),
      ...exportUses('admin-tenants.php'),
      ...writeUses('admin-tenants.php'),
      rest('registrations.php', 'GET', 'list'),
      ...exportUses('registrations.php'),
      rest('registrations.php', 'PUT', 'approve', { body: { action: 'approve' } }),
      rest('registrations.php', 'PUT', 'reject', { body: { action: 'reject' } }),
    ],
  },

  // Issue 17 point 4: the in-app notifications, each user's own (the bell, its list, the live counts).
  'notification.view': {
    roles: ALL,
    description: "One's own notifications: list, unread count, mark read, live counts",
  },
  // Issue 17, lane outbox: e-mail.
  'account.emailNotifications': {
    roles: ALL,
    description: 'Choose how one hears of notifications by e-mail (immediately, daily digest, off)',
  },
} satisfies Record<string, Rule>;

export type Permission = keyof typeof permissions;

/**
 * What a read-only API key may do: every read action of the table, whatever role would hold it, and
 * no write. A new read action joins here; a write never does (permissions.test.ts checks the names).
 */
export const READ_ONLY_ACTIONS: ReadonlySet<Permission> = new Set<Permission>([
  'dashboard.view',
  'dashboard.payments',
  'offer.view',
  'offer.downloadDocument',
  'order.view',
  'invoice.view',
  'invoice.download',
  'payment.view',
  'paymentRun.view',
  'contract.view',
  'product.view',
  'supplier.view',
  'costCenter.view',
  'company.view',
  'budget.view',
  'analytics.view',
  'inbox.view',
  'notification.view',
]);

export interface Principal {
  role: Role;
  isSuperAdmin: boolean;
  isPlatformAdmin: boolean;
  /** A read-only API key: READ_ONLY_ACTIONS, nothing else. */
  readOnly?: boolean;
}

export function can(principal: Principal | null, permission: Permission): boolean {
  if (!principal) return false;
  if (principal.readOnly) return READ_ONLY_ACTIONS.has(permission);
  const rule: Rule = permissions[permission];
  if ('anyOf' in rule) return rule.anyOf.some((name) => can(principal, name as Permission));
  if (!rule.roles.includes(principal.role)) return false;
  if (rule.superAdminOnly && !principal.isSuperAdmin) return false;
  if (rule.platformOnly && !principal.isPlatformAdmin) return false;
  return true;
}
