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
  '/products': { endpoint: 'products.php', lang: 'it', params: { ...search, category: 'category' } },
  '/suppliers': { endpoint: 'suppliers.php', lang: 'en', params: search },
  '/cost-centers': { endpoint: 'cost-centers.php', lang: 'en', params: search },
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
