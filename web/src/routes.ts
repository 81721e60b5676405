import type { IconName } from '@blueprintjs/icons';
import { texts } from './i18n/texts.ts';
import { screens, type ScreenId } from './i18n/screens.ts';

/**
 * The one route table: paths, who may open each screen and who sees it in the sidebar. The router
 * and the sidebar both read it, so a menu entry and its guard cannot drift apart. Roles follow
 * heading 6 of both spec documents.
 */
export type Role = 'procurement' | 'finance' | 'it_director' | 'admin';

export interface Audience {
  roles: readonly Role[];
  /** Only the principal administrator (viewer.isSuperAdmin). */
  superAdminOnly?: boolean;
}

/** What a user outside the audience gets: the access-denied page, or a redirect with an error toast. */
export type Denial = { kind: 'page'; message?: string } | { kind: 'redirect'; to: string; toast: string };

export interface ScreenRoute {
  id: ScreenId;
  /** Relative to the base path; '' is the dashboard. */
  path: string;
  access: Audience;
  denial: Denial;
  nav?: { group: 'menu' | 'admin'; icon: IconName; audience: Audience };
}

const ALL: readonly Role[] = ['procurement', 'finance', 'it_director', 'admin'];
const PROCUREMENT_CAPABLE: readonly Role[] = ['procurement', 'admin'];
const DENIED_PAGE: Denial = { kind: 'page' };

function open(id: ScreenId, path: string, icon?: IconName): ScreenRoute {
  const access = { roles: ALL };
  return { id, path, access, denial: DENIED_PAGE, nav: icon && { group: 'menu', icon, audience: access } };
}

export const SCREEN_ROUTES: readonly ScreenRoute[] = [
  open('dashboard', '', 'dashboard'),
  // Issue 17: whoever takes an approval step (the server's inbox.view); the badge counts the items.
  restricted('inbox', 'inbox', ['finance', 'it_director', 'admin'], 'inbox'),
  {
    id: 'products',
    path: 'products',
    // Procurement and admins ('the admin has all permissions'); others are sent home with the spec's toast.
    access: { roles: PROCUREMENT_CAPABLE },
    denial: { kind: 'redirect', to: '/', toast: texts.access.products },
    nav: { group: 'menu', icon: 'box', audience: { roles: PROCUREMENT_CAPABLE } },
  },
  open('offers', 'offers', 'document'),
  { id: 'offerCreate', path: 'offers/new', access: { roles: PROCUREMENT_CAPABLE }, denial: DENIED_PAGE },
  open('offerDetail', 'offers/:id'),
  open('orders', 'orders', 'shopping-cart'),
  { id: 'orderCreate', path: 'orders/new', access: { roles: PROCUREMENT_CAPABLE }, denial: DENIED_PAGE },
  {
    id: 'invoiceFromOrder',
    path: 'orders/:orderId/invoice',
    access: { roles: ['finance', 'admin'] },
    denial: { kind: 'redirect', to: '/orders', toast: texts.access.invoiceFromOrder },
  },
  open('orderDetail', 'orders/:orderId'),
  open('invoices', 'invoices', 'euro'),
  open('invoiceDetail', 'invoices/:id'),
  open('contracts', 'contracts', 'clipboard'),
  open('contractDetail', 'contracts/:id'),
  restricted('payments', 'payments', ['finance', 'it_director', 'admin'], 'credit-card'),
  restricted('suppliers', 'suppliers', ['finance', 'admin'], 'office'),
  restricted('costCenters', 'cost-centers', ['finance', 'procurement', 'admin'], 'pie-chart'),
  // Issue 18, point 5: spend analytics for finance, the IT director and the admin.
  restricted('analytics', 'analytics', ['finance', 'it_director', 'admin'], 'timeline-bar-chart'),
  // Issue 18: budgets are read by procurement, IT and finance, written by finance and admin (the API decides).
  restricted('budgets', 'budgets', ['procurement', 'finance', 'it_director', 'admin'], 'dollar'),
  admin('users', 'admin/users', 'people'),
  // Heading 6 gives the tenant's own data to its administrators (issue 14, point 4).
  admin('company', 'admin/company', 'office'),
  admin('tenants', 'admin/tenants', 'globe-network', { superAdminOnly: true }),
  // Issue 17: the tenant admin's API keys for integrations.
  admin('apiKeys', 'admin/api-keys', 'key'),
  // Issue 17: the tenant admin's webhook endpoints and their delivery log.
  admin('webhooks', 'admin/webhooks', 'send-to-graph'),
];

function restricted(id: ScreenId, path: string, roles: readonly Role[], icon: IconName): ScreenRoute {
  return { id, path, access: { roles }, denial: DENIED_PAGE, nav: { group: 'menu', icon, audience: { roles } } };
}

/** An administration screen: admins only (the tenant screen: the principal administrator only). */
function admin(id: ScreenId, path: string, icon: IconName, { superAdminOnly = false } = {}): ScreenRoute {
  const access: Audience = superAdminOnly ? { roles: ['admin'], superAdminOnly } : { roles: ['admin'] };
  const message = superAdminOnly ? texts.access.superAdminOnly : texts.access.adminOnly;
  return { id, path, access, denial: { kind: 'page', message }, nav: { group: 'admin', icon, audience: access } };
}

export interface ViewerAccess {
  role: string;
  isSuperAdmin: boolean;
}

export function isInAudience(viewer: ViewerAccess, audience: Audience): boolean {
  if (audience.superAdminOnly && !viewer.isSuperAdmin) return false;
  return audience.roles.some((role) => role === viewer.role);
}

/** Sidebar entries of one group in the spec's order, with the screen's sidebar label. */
export function navEntries(group: 'menu' | 'admin', viewer: ViewerAccess) {
  return SCREEN_ROUTES.flatMap((route) => {
    const label = screens[route.id].nav;
    if (!route.nav || route.nav.group !== group || !label || !isInAudience(viewer, route.nav.audience)) return [];
    return [{ id: route.id, to: `/${route.path}`, label, icon: route.nav.icon }];
  });
}
