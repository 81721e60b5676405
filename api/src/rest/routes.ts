import type { RestEndpoint } from './adapter.ts';
import { authEndpoint } from './auth.php.ts';
import { registerEndpoint } from './register.php.ts';
import { tenantsEndpoint } from './tenants.php.ts';
import { invoicesEndpoint } from './invoices.php.ts';
import { paymentsEndpoint } from './payments.php.ts';
import { paymentStatsEndpoint } from './payment-stats.php.ts';
import { contractsEndpoint } from './contracts.php.ts';
import { productsEndpoint } from './products.php.ts';
import { suppliersEndpoint } from './suppliers.php.ts';
import { costCentersEndpoint } from './cost-centers.php.ts';
import { usersEndpoint } from './users.php.ts';
import { adminTenantsEndpoint } from './admin-tenants.php.ts';
import { registrationsEndpoint } from './registrations.php.ts';
import { offersEndpoint } from './offers.php.ts';
import { recipientsEndpoint } from './recipients.php.ts';
import { ordersEndpoint } from './orders.php.ts';
import { companyEndpoint } from './company.php.ts';
import { payablesEndpoint } from './payables.php.ts';
import { paymentRunsEndpoint } from './payment-runs.php.ts';
import { inboxEndpoint } from './inbox.php.ts';
import { historyEndpoint } from './history.php.ts';
import { spendEndpoint } from './spend.php.ts';
import { apiKeysEndpoint } from './api-keys.php.ts';
import { webhooksEndpoint } from './webhooks.php.ts';
import { budgetsEndpoint } from './budgets.php.ts';

/** The legacy route table: /api/<name> -> endpoint. The security suites read it to attack every route. */
export const restRoutes: Record<string, RestEndpoint> = {
  'auth.php': authEndpoint,
  'tenants.php': tenantsEndpoint,
  'register.php': registerEndpoint,
  'invoices.php': invoicesEndpoint,
  'payments.php': paymentsEndpoint,
  'payment-stats.php': paymentStatsEndpoint,
  'contracts.php': contractsEndpoint,
  'products.php': productsEndpoint,
  'suppliers.php': suppliersEndpoint,
  'cost-centers.php': costCentersEndpoint,
  'users.php': usersEndpoint,
  'admin-tenants.php': adminTenantsEndpoint,
  'registrations.php': registrationsEndpoint,
  'offers.php': offersEndpoint,
  'recipients.php': recipientsEndpoint,
  'orders.php': ordersEndpoint,
  'company.php': companyEndpoint,
  'payables.php': payablesEndpoint,
  'payment-runs.php': paymentRunsEndpoint,
  'inbox.php': inboxEndpoint,
  'history.php': historyEndpoint,
  'spend.php': spendEndpoint,
  'api-keys.php': apiKeysEndpoint,
  'webhooks.php': webhooksEndpoint,
  'budgets.php': budgetsEndpoint,
};

/**
 * Calls whose body the router leaves unread for the handler to stream (issue 14: e-invoice imports
 * spool their files to disk as they arrive): route -> does this request stream?
 */
export const streamedRequests: Record<string, (method: string, query: URLSearchParams) => boolean> = {
  'invoices.php': (method, query) => method === 'POST' && query.get('import') === '1',
};
