/// <reference types="vite/client" />
import { createElement, type ComponentType } from 'react';
import type { ScreenId } from './i18n/screens.ts';
import DashboardPageQuery from './__generated__/DashboardPageQuery.graphql.ts';
import type { DescribeScreenQuery } from './shared/screenQuery.ts';

type Screen = ComponentType & {
  /** Fetches the chunk (once); settles when the screen can render without suspending, or will throw. */
  preload(): Promise<void>;
  /** The screen module's query for a URL, when its query starts in the route loader. */
  query?: () => Promise<DescribeScreenQuery>;
};

/** A screen module: the component named after its file, and maybe the export describing its query. */
type ScreenModule = Record<string, ComponentType | DescribeScreenQuery | undefined>;

/** The screen modules of the domains by path, each its own chunk (the sign-in screen is not one: router.tsx). */
const MODULES = import.meta.glob<ScreenModule>(
  './features/{dashboard,offers,orders,invoices,payments,products,suppliers,cost-centers,budgets,contracts,users,tenants,company,inbox,analytics,api-keys,webhooks}/*Page.tsx',
);

/**
 * The screen in features/<path>.tsx, fetched on first visit; the component is the export named like
 * the file. queryName names the module's export that describes its query (the route loader starts it;
 * see router.tsx).
 *
 * Not React.lazy: a lazy component suspends on its first render even when its module is already here,
 * and on the first screen that commits a loading fallback, after which React 18 holds the screen's
 * reveal for up to 500 ms (FALLBACK_THROTTLE_MS): the dashboard's paint waited for that timer. This one
 * renders at once when `preload` has settled (the route loader awaits it), and suspends like a lazy
 * component, or throws the chunk's error, otherwise.
 */
function screen(path: string, queryName?: string): Screen {
  const load = MODULES[`./features/${path}.tsx`];
  if (!load) throw new Error(`screens.ts: no screen module features/${path}.tsx`);
  const name = path.slice(path.lastIndexOf('/') + 1);
  const exported = async <T>(key: string) => {
    const value = (await load())[key];
    if (!value) throw new Error(`screens.ts: features/${path}.tsx exports no ${key}`);
    return value as T;
  };
  let loaded: { component: ComponentType } | { error: unknown } | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= exported<ComponentType>(name).then(
      (component) => void (loaded = { component }),
      (error: unknown) => void (loaded = { error }),
    ));
  function LoadedScreen() {
    if (!loaded) throw preload(); // Suspense waits for it, as for a lazy component
    if ('error' in loaded) throw loaded.error; // the shell's error boundary shows it
    return createElement(loaded.component);
  }
  LoadedScreen.displayName = name;
  // The module system caches the import: the query's export comes from the chunk preload fetched.
  return Object.assign(LoadedScreen, {
    preload,
    query: queryName ? () => exported<DescribeScreenQuery>(queryName) : undefined,
  });
}

export const SCREENS: Record<ScreenId, Screen> = {
  dashboard: screen('dashboard/DashboardPage'),
  offers: screen('offers/OffersPage', 'offersQuery'),
  offerCreate: screen('offers/OfferCreatePage'),
  offerDetail: screen('offers/OfferDetailPage', 'offerDetailQuery'),
  orders: screen('orders/OrdersPage', 'ordersQuery'),
  orderCreate: screen('orders/OrderCreatePage', 'orderCreateQuery'),
  orderDetail: screen('orders/OrderDetailPage', 'orderDetailQuery'),
  invoiceFromOrder: screen('invoices/InvoiceFromOrderPage', 'invoiceFromOrderQuery'),
  invoices: screen('invoices/InvoicesPage', 'invoicesQuery'),
  invoiceDetail: screen('invoices/InvoiceDetailPage', 'invoiceDetailQuery'),
  payments: screen('payments/PaymentsPage', 'paymentsQuery'),
  products: screen('products/ProductsPage', 'productsQuery'),
  suppliers: screen('suppliers/SuppliersPage', 'suppliersQuery'),
  costCenters: screen('cost-centers/CostCentersPage', 'costCentersQuery'),
  budgets: screen('budgets/BudgetsPage', 'budgetsQuery'),
  contracts: screen('contracts/ContractsPage', 'contractsQuery'),
  contractDetail: screen('contracts/ContractDetailPage', 'contractDetailQuery'),
  users: screen('users/UsersPage', 'usersQuery'),
  tenants: screen('tenants/TenantsPage', 'tenantsQuery'),
  company: screen('company/CompanyPage', 'companyQuery'),
  inbox: screen('inbox/InboxPage', 'inboxQuery'),
  analytics: screen('analytics/AnalyticsPage', 'analyticsQuery'),
  apiKeys: screen('api-keys/ApiKeysPage', 'apiKeysQuery'),
  webhooks: screen('webhooks/WebhooksPage', 'webhooksQuery'),
};

/**
 * Queries the route loader starts without waiting for the screen's chunk: the dashboard's, so its
 * welcome line (the Largest Contentful Paint) arrives together with the shell.
 */
export const EAGER_SCREEN_QUERIES: Partial<Record<ScreenId, DescribeScreenQuery>> = {
  dashboard: () => ({ query: DashboardPageQuery, variables: {} }),
};
