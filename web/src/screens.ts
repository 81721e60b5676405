import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenId } from './i18n/screens.ts';
import { prefetchDashboard } from './features/dashboard/prefetchDashboard.ts';

type Screen = LazyExoticComponent<ComponentType> & {
  /** Starts fetching the chunk now (the route loader, in parallel with the shell query). */
  preload(): void;
};

/** React.lazy for a named export: each screen is its own chunk, fetched on first visit. */
function named<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): Screen {
  const screen = lazy(() => load().then((module) => ({ default: module[name] })));
  // The module system caches the import: the lazy component reuses what preload fetched.
  return Object.assign(screen, { preload: () => void load().catch(() => undefined) });
}

export const SCREENS: Record<ScreenId, Screen> = {
  dashboard: named(() => import('./features/dashboard/DashboardPage.tsx'), 'DashboardPage'),
  offers: named(() => import('./features/offers/OffersPage.tsx'), 'OffersPage'),
  offerCreate: named(() => import('./features/offers/OfferCreatePage.tsx'), 'OfferCreatePage'),
  offerDetail: named(() => import('./features/offers/OfferDetailPage.tsx'), 'OfferDetailPage'),
  orders: named(() => import('./features/orders/OrdersPage.tsx'), 'OrdersPage'),
  orderCreate: named(() => import('./features/orders/OrderCreatePage.tsx'), 'OrderCreatePage'),
  orderDetail: named(() => import('./features/orders/OrderDetailPage.tsx'), 'OrderDetailPage'),
  invoiceFromOrder: named(() => import('./features/invoices/InvoiceFromOrderPage.tsx'), 'InvoiceFromOrderPage'),
  invoices: named(() => import('./features/invoices/InvoicesPage.tsx'), 'InvoicesPage'),
  invoiceDetail: named(() => import('./features/invoices/InvoiceDetailPage.tsx'), 'InvoiceDetailPage'),
  payments: named(() => import('./features/payments/PaymentsPage.tsx'), 'PaymentsPage'),
  products: named(() => import('./features/products/ProductsPage.tsx'), 'ProductsPage'),
  suppliers: named(() => import('./features/suppliers/SuppliersPage.tsx'), 'SuppliersPage'),
  costCenters: named(() => import('./features/cost-centers/CostCentersPage.tsx'), 'CostCentersPage'),
  contracts: named(() => import('./features/contracts/ContractsPage.tsx'), 'ContractsPage'),
  contractDetail: named(() => import('./features/contracts/ContractDetailPage.tsx'), 'ContractDetailPage'),
  users: named(() => import('./features/users/UsersPage.tsx'), 'UsersPage'),
  tenants: named(() => import('./features/tenants/TenantsPage.tsx'), 'TenantsPage'),
};

/** Data a screen open to everyone starts fetching from its route loader (see router.tsx). */
export const SCREEN_PREFETCH: Partial<Record<ScreenId, () => void>> = {
  dashboard: prefetchDashboard,
};
