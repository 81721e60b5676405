import { BASE_PATH } from '../basePath.ts';

/**
 * The list screens that export (issue 18): their REST list, their language, and how each URL
 * parameter of the screen (search, filters) is named by the REST list. The sort (?sort=&dir=) is
 * passed as it is: the REST export takes the same column names.
 */
interface ListExport {
  endpoint: string;
  lang: 'it' | 'en';
  params: Record<string, string>;
}

const search = { search: 'search' };

export const LIST_EXPORTS: Record<string, ListExport> = {
  '/offers': { endpoint: 'offers.php', lang: 'en', params: { ...search, status: 'status' } },
  '/orders': { endpoint: 'orders.php', lang: 'en', params: { ...search, status: 'status' } },
  '/invoices': {
    endpoint: 'invoices.php',
    lang: 'it',
    params: {
      ...search,
      status: 'status',
      supplier: 'supplier_id',
      order: 'order_id',
      contract: 'contract_id',
      type: 'is_recurring',
      // Issue 18: the spend analytics' click-through filters.
      from: 'date_from',
      to: 'date_to',
      costCenter: 'cost_center_id',
      vatRate: 'vat_rate',
      budgetCostCenter: 'budget_cost_center_id',
      budgetYear: 'budget_year',
    },
  },
  '/payments': {
    endpoint: 'payments.php',
    lang: 'it',
    params: { ...search, status: 'status', method: 'payment_method', from: 'date_from', to: 'date_to' },
  },
  '/contracts': {
    endpoint: 'contracts.php',
    lang: 'it',
    params: { ...search, status: 'status', supplier: 'supplier_id' },
  },
  /** Not a path: the scadenzario section of the Pagamenti screen (its supplier and due-date filters). */
  payables: {
    endpoint: 'payables.php',
    lang: 'it',
    params: { supplier: 'supplier_id', from: 'date_from', to: 'date_to' },
  },
  /** Not a path: the payment runs (distinte) section of the Pagamenti screen (every run). */
  paymentRuns: { endpoint: 'payment-runs.php', lang: 'it', params: {} },
  // Issue 18, point 7: the budgets of the screen's year.
  '/budgets': { endpoint: 'budgets.php', lang: 'it', params: { year: 'year' } },
  '/products': { endpoint: 'products.php', lang: 'it', params: { ...search, category: 'category' } },
  '/suppliers': { endpoint: 'suppliers.php', lang: 'en', params: search },
  '/cost-centers': { endpoint: 'cost-centers.php', lang: 'en', params: search },
  // Issue 18, point 7: the administration lists.
  '/admin/users': { endpoint: 'users.php', lang: 'it', params: { ...search, tenant: 'tenant' } },
  '/admin/tenants': { endpoint: 'admin-tenants.php', lang: 'en', params: search },
  /** Not a path: the registration requests section of the tenants screen (its pending requests). */
  registrations: { endpoint: 'registrations.php', lang: 'en', params: {} },
};

/** The REST URL of a screen's export with the screen's current search, filters and sort. */
export function exportUrl(list: ListExport, screen: URLSearchParams, format: 'csv' | 'xlsx'): string {
  const query = new URLSearchParams({ format });
  for (const [from, to] of Object.entries(list.params)) {
    const value = screen.get(from);
    if (value) query.set(to, value);
  }
  for (const key of ['sort', 'dir']) {
    const value = screen.get(key);
    if (value) query.set(key, value);
  }
  return `${BASE_PATH}/api/${list.endpoint}?${query}`;
}
