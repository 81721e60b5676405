import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenId } from './i18n/screens.ts';
import DashboardPageQuery from './__generated__/DashboardPageQuery.graphql.ts';
import type { DescribeScreenQuery } from './shared/screenQuery.ts';

type Screen = LazyExoticComponent<ComponentType> & {
  /** Starts fetching the chunk now (the route loader, in parallel with the shell query). */
  preload(): void;
  /** The screen module's query for a URL, when its query starts in the route loader. */
  query?: () => Promise<DescribeScreenQuery>;
};

/**
 * React.lazy for a named export: each screen is its own chunk, fetched on first visit. queryName names
 * the module's export that describes its query (the route loader starts it; see router.tsx).
 */
function named<K extends string, Q extends string = never>(
  load: () => Promise<Record<K, ComponentType> & Record<NoInfer<Q>, DescribeScreenQuery>>,
  name: K,
  queryName?: Q,
): Screen {
  const screen = lazy(() => load().then((module) => ({ default: module[name] })));
  // The module system caches the import: the lazy component reuses what preload fetched.
  return Object.assign(screen, {
    preload: () => void load().catch(() => undefined),
    query: queryName ? () => load().then((module) => module[queryName]) : undefined,
  });
}

export const SCREENS: Record<ScreenId, Screen> = {
  dashboard: named(() => import('./features/dashboard/DashboardPage.tsx'), 'DashboardPage'),
  offers: named(() => import('./features/offers/OffersPage.tsx'), 'OffersPage', 'offersQuery'),
  offerCreate: named(() => import('./features/offers/OfferCreatePage.tsx'), 'OfferCreatePage'),
  offerDetail: named(() => import('./features/offers/OfferDetailPage.tsx'), 'OfferDetailPage', 'offerDetailQuery'),
  orders: named(() => import('./features/orders/OrdersPage.tsx'), 'OrdersPage', 'ordersQuery'),
  orderCreate: named(() => import('./features/orders/OrderCreatePage.tsx'), 'OrderCreatePage', 'orderCreateQuery'),
  orderDetail: named(() => import('./features/orders/OrderDetailPage.tsx'), 'OrderDetailPage', 'orderDetailQuery'),
  invoiceFromOrder: named(
    () => import('./features/invoices/InvoiceFromOrderPage.tsx'),
    'InvoiceFromOrderPage',
    'invoiceFromOrderQuery',
  ),
  invoices: named(() => import('./features/invoices/InvoicesPage.tsx'), 'InvoicesPage', 'invoicesQuery'),
  invoiceDetail: named(
    () => import('./features/invoices/InvoiceDetailPage.tsx'),
    'InvoiceDetailPage',
    'invoiceDetailQuery',
  ),
  payments: named(() => import('./features/payments/PaymentsPage.tsx'), 'PaymentsPage', 'paymentsQuery'),
  products: named(() => import('./features/products/ProductsPage.tsx'), 'ProductsPage', 'productsQuery'),
  suppliers: named(() => import('./features/suppliers/SuppliersPage.tsx'), 'SuppliersPage', 'suppliersQuery'),
  costCenters: named(
    () => import('./features/cost-centers/CostCentersPage.tsx'),
    'CostCentersPage',
    'costCentersQuery',
  ),
  contracts: named(() => import('./features/contracts/ContractsPage.tsx'), 'ContractsPage', 'contractsQuery'),
  contractDetail: named(
    () => import('./features/contracts/ContractDetailPage.tsx'),
    'ContractDetailPage',
    'contractDetailQuery',
  ),
  users: named(() => import('./features/users/UsersPage.tsx'), 'UsersPage', 'usersQuery'),
  tenants: named(() => import('./features/tenants/TenantsPage.tsx'), 'TenantsPage', 'tenantsQuery'),
};

/**
 * Queries the route loader starts without waiting for the screen's chunk: the dashboard's, so its
 * welcome line (the Largest Contentful Paint) arrives together with the shell.
 */
export const EAGER_SCREEN_QUERIES: Partial<Record<ScreenId, DescribeScreenQuery>> = {
  dashboard: () => ({ query: DashboardPageQuery, variables: {} }),
};
