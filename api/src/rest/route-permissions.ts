import type { Permission } from '../auth/permissions.ts';

/**
 * Who may call each legacy /api/*.php route, per method and per distinct action of a method, in the
 * names of api/src/auth/permissions.ts. The REST shims enforce nothing of their own: the domain
 * services they call do (assertCan). This map is what the role matrix (tests/security/role-matrix.test.ts)
 * checks those services against, route x method x action x role, and what docs/permissions.md prints.
 * A route or method in routes.ts without an entry here fails the role matrix.
 */
export type RestMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** 'public', 'authenticated', one permission, or a list of which any one suffices. */
export type RestRequirement = 'public' | 'authenticated' | Permission | readonly Permission[];

export interface RestAction {
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
  requires: RestRequirement;
}

export interface RestRouteDeclaration {
  /** The model whose rows the route works on, when there is one (the role matrix aims at such a row). */
  subject?: string;
  methods: Partial<Record<RestMethod, readonly RestAction[]>>;
}

const byId = { id: ':id' };

export const restRoutePermissions: Record<string, RestRouteDeclaration> = {
  'auth.php': {
    methods: {
      GET: [{ action: 'current session', requires: 'authenticated' }],
      POST: [
        { action: 'login', requires: 'public' },
        { action: 'logout', body: { action: 'logout' }, selfOnly: true, requires: 'authenticated' },
        { action: 'change password', body: { action: 'change_password' }, requires: 'authenticated' },
      ],
    },
  },
  'tenants.php': { methods: { GET: [{ action: 'sign-in tenant list', requires: 'public' }] } },
  'register.php': { methods: { POST: [{ action: 'registration request', requires: 'public' }] } },
  'invoices.php': {
    subject: 'Invoice',
    methods: {
      GET: [
        { action: 'list', requires: 'invoice.view' },
        { action: 'one', query: byId, requires: 'invoice.view' },
      ],
      POST: [
        { action: 'create', requires: 'invoice.create' },
        { action: 'create from order', body: { orderId: ':Order' }, requires: 'invoice.create' },
      ],
      PUT: [
        { action: 'update', requires: 'invoice.update' },
        { action: 'approve', body: { action: 'approve' }, requires: ['invoice.approveFinance', 'invoice.approveIt'] },
        { action: 'reject', body: { action: 'reject', rejectReason: 'matrix' }, requires: 'invoice.reject' },
      ],
      DELETE: [{ action: 'delete', requires: 'invoice.delete' }],
    },
  },
  'payments.php': {
    subject: 'Payment',
    methods: {
      GET: [{ action: 'list', requires: 'payment.view' }],
      PUT: [
        { action: 'update', requires: 'payment.update' },
        { action: 'cancel', body: { status: 'cancelled' }, requires: 'payment.update' },
      ],
    },
  },
  'payment-stats.php': { methods: { GET: [{ action: 'statistics', requires: 'payment.view' }] } },
  'contracts.php': {
    subject: 'Contract',
    methods: {
      GET: [
        { action: 'list', requires: 'contract.view' },
        { action: 'one', query: byId, requires: 'contract.view' },
        { action: 'download PDF', query: { file: ':file' }, requires: 'contract.view' },
      ],
      POST: [
        { action: 'create', requires: 'contract.create' },
        { action: 'upload PDF', query: { upload: '1' }, multipart: true, requires: 'contract.create' },
      ],
      PUT: [
        { action: 'update', requires: 'contract.update' },
        {
          action: 'approve',
          body: { action: 'approve' },
          requires: ['contract.approveFinance', 'contract.approveIt'],
        },
        { action: 'reject', body: { action: 'reject', rejectReason: 'matrix' }, requires: 'contract.reject' },
      ],
      DELETE: [{ action: 'delete', requires: 'contract.delete' }],
    },
  },
  'products.php': {
    subject: 'Product',
    methods: {
      GET: [
        { action: 'list', requires: 'product.view' },
        { action: 'one', query: byId, requires: 'product.view' },
      ],
      POST: [{ action: 'create', requires: 'product.manage' }],
      PUT: [{ action: 'update', requires: 'product.manage' }],
      DELETE: [{ action: 'delete', requires: 'product.manage' }],
    },
  },
  'suppliers.php': {
    subject: 'Supplier',
    methods: {
      GET: [
        { action: 'list', requires: 'supplier.view' },
        { action: 'one', query: byId, requires: 'supplier.view' },
      ],
      POST: [{ action: 'create', requires: 'supplier.manage' }],
      PUT: [{ action: 'update', requires: 'supplier.manage' }],
      DELETE: [{ action: 'delete', requires: 'supplier.manage' }],
    },
  },
  'cost-centers.php': {
    subject: 'CostCenter',
    methods: {
      GET: [
        { action: 'list', requires: 'costCenter.view' },
        { action: 'one', query: byId, requires: 'costCenter.view' },
      ],
      POST: [{ action: 'create', requires: 'costCenter.manage' }],
      PUT: [{ action: 'update', requires: 'costCenter.manage' }],
      DELETE: [{ action: 'delete', requires: 'costCenter.manage' }],
    },
  },
  'users.php': {
    subject: 'User',
    methods: {
      GET: [{ action: 'list', requires: 'user.manage' }],
      POST: [
        { action: 'create in own tenant', requires: 'user.manage' },
        { action: 'create in another tenant', body: { tenant: ':otherTenant' }, requires: 'user.manageAllTenants' },
      ],
      PUT: [{ action: 'update', requires: 'user.manage' }],
      DELETE: [{ action: 'delete', requires: 'user.manage' }],
    },
  },
  'admin-tenants.php': {
    subject: 'Tenant',
    methods: {
      GET: [{ action: 'list', requires: 'tenant.manage' }],
      POST: [{ action: 'create', requires: 'tenant.manage' }],
      PUT: [{ action: 'update', requires: 'tenant.manage' }],
      DELETE: [{ action: 'delete', requires: 'tenant.manage' }],
    },
  },
  'registrations.php': {
    subject: 'RegistrationRequest',
    methods: {
      GET: [{ action: 'list', requires: 'tenant.manage' }],
      PUT: [
        { action: 'approve', body: { action: 'approve' }, requires: 'tenant.manage' },
        { action: 'reject', body: { action: 'reject' }, requires: 'tenant.manage' },
      ],
    },
  },
  'offers.php': {
    subject: 'Offer',
    methods: {
      GET: [
        { action: 'list', requires: 'offer.view' },
        { action: 'one', query: byId, requires: 'offer.view' },
        {
          action: 'download document',
          query: { download: '1', id: ':OfferDocument' },
          requires: 'offer.downloadDocument',
        },
      ],
      POST: [
        { action: 'create', requires: 'offer.create' },
        { action: 'upload document', query: { upload: '1' }, multipart: true, requires: 'offer.uploadDocument' },
      ],
      PUT: [
        { action: 'approve', body: { action: 'approve' }, requires: ['offer.approveFinance', 'offer.approveIt'] },
        { action: 'reject', body: { action: 'reject', rejectReason: 'matrix' }, requires: 'offer.reject' },
      ],
    },
  },
  'recipients.php': {
    subject: 'OfferRecipient',
    methods: {
      POST: [{ action: 'add', requires: 'offer.manageRecipients' }],
      PUT: [{ action: 'update', requires: 'offer.manageRecipients' }],
      DELETE: [{ action: 'delete', requires: 'offer.manageRecipients' }],
    },
  },
  'orders.php': {
    subject: 'Order',
    methods: {
      GET: [
        { action: 'list', requires: 'order.view' },
        { action: 'one', query: byId, requires: 'order.view' },
      ],
      POST: [{ action: 'create', requires: 'order.create' }],
      PUT: [{ action: 'advance', body: { status: 'sent' }, requires: 'order.advance' }],
    },
  },
};
