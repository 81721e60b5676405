import type { Role } from '../generated/prisma/enums.ts';

/**
 * The single source of who may do what, read by the GraphQL scopes, the domain services (so the
 * REST shims get the same rules), the role-matrix test and docs/permissions.md.
 * Drawn from heading 6 of both spec documents; 'admin has all permissions' except where the spec
 * names a narrower audience (dashboard payments: finance and IT). Products are procurement's and the
 * admin's: the spec's guide gives admins all permissions and lists Products in their sidebar.
 */
export const ROLES = ['procurement', 'finance', 'it_director', 'admin'] as const satisfies readonly Role[];
const ALL: Role[] = [...ROLES];

export interface Rule {
  roles: Role[];
  /** Only the principal administrator (the configured SUPER_ADMIN_EMAIL). */
  superAdminOnly?: boolean;
  /** Only admins of the platform's own tenant 'admin' (cross-tenant user management). */
  platformOnly?: boolean;
  description: string;
}

export const permissions = {
  'dashboard.view': { roles: ALL, description: 'Dashboard cards and recent lists' },
  'dashboard.payments': { roles: ['finance', 'it_director'], description: 'Dashboard payments card' },

  'offer.view': { roles: ALL, description: 'List and open offers' },
  'offer.create': { roles: ['procurement', 'admin'], description: 'Create offers' },
  'offer.approveFinance': { roles: ['finance', 'admin'], description: 'Finance step of an offer' },
  'offer.approveIt': { roles: ['it_director', 'admin'], description: 'IT step of an offer' },
  'offer.reject': { roles: ['finance', 'it_director', 'admin'], description: 'Reject an open offer' },
  'offer.manageRecipients': { roles: ['procurement', 'admin'], description: 'Add, edit, delete recipients' },
  'offer.uploadDocument': { roles: ['procurement', 'admin'], description: 'Attach PDF documents to an offer' },
  'offer.downloadDocument': { roles: ALL, description: 'Download offer documents' },

  'order.view': { roles: ALL, description: 'List and open orders' },
  'order.create': { roles: ['procurement', 'admin'], description: 'Create an order from an approved offer' },
  'order.advance': { roles: ['procurement', 'admin'], description: 'Advance pending -> sent -> received' },

  'invoice.view': { roles: ALL, description: 'List and open invoices' },
  'invoice.create': { roles: ['finance', 'admin'], description: 'Create invoices (also from a received order)' },
  'invoice.update': { roles: ['finance', 'admin'], description: 'Edit an invoice not fully approved' },
  'invoice.delete': { roles: ['finance', 'admin'], description: 'Delete an invoice not fully approved' },
  'invoice.approveFinance': { roles: ['finance', 'admin'], description: 'Finance step of an invoice' },
  'invoice.approveIt': { roles: ['it_director', 'admin'], description: 'IT step of an invoice' },
  'invoice.reject': { roles: ['finance', 'it_director', 'admin'], description: 'Reject an open invoice' },

  'payment.view': { roles: ['finance', 'it_director', 'admin'], description: 'Payments list and statistics' },
  'payment.update': { roles: ['finance', 'admin'], description: 'Edit or cancel a payment' },

  'contract.view': { roles: ALL, description: 'List and open contracts, download their PDF' },
  'contract.create': { roles: ['procurement', 'admin'], description: 'Create contracts, upload their PDF' },
  'contract.update': { roles: ['procurement', 'admin'], description: 'Edit a contract not fully approved' },
  'contract.delete': { roles: ['admin'], superAdminOnly: true, description: 'Delete a contract' },
  'contract.approveFinance': { roles: ['finance', 'admin'], description: 'Finance step of a contract' },
  'contract.approveIt': { roles: ['it_director', 'admin'], description: 'IT step of a contract' },
  'contract.reject': { roles: ['finance', 'it_director', 'admin'], description: 'Reject an open contract' },

  'product.view': { roles: ALL, description: 'Product lookups (offer lines, pickers)' },
  'product.manage': { roles: ['procurement', 'admin'], description: 'Products page: create, edit, delete' },
  'supplier.view': { roles: ALL, description: 'Supplier lookups' },
  'supplier.manage': { roles: ['finance', 'admin'], description: 'Create, edit, delete suppliers' },
  'costCenter.view': { roles: ALL, description: 'Cost center list and lookups' },
  'costCenter.manage': { roles: ['finance', 'admin'], description: 'Create, edit, delete cost centers' },

  'user.manage': { roles: ['admin'], description: "Manage the users of one's own tenant" },
  'user.manageAllTenants': { roles: ['admin'], platformOnly: true, description: 'Manage users of every tenant' },
  'user.setPasswordAllTenants': {
    roles: ['admin'],
    superAdminOnly: true,
    description: "Set the password of another tenant's user (an admin's would hand over that tenant)",
  },
  'tenant.policy': {
    roles: ['admin'],
    description: "Switch one's own tenant's policies (segregation of duties), audited",
  },
  'tenant.manage': { roles: ['admin'], superAdminOnly: true, description: 'Tenants and registration requests' },
} satisfies Record<string, Rule>;

export type Permission = keyof typeof permissions;

export interface Principal {
  role: Role;
  isSuperAdmin: boolean;
  isPlatformAdmin: boolean;
}

export function can(principal: Principal | null, permission: Permission): boolean {
  if (!principal) return false;
  const rule: Rule = permissions[permission];
  if (!rule.roles.includes(principal.role)) return false;
  if (rule.superAdminOnly && !principal.isSuperAdmin) return false;
  if (rule.platformOnly && !principal.isPlatformAdmin) return false;
  return true;
}
