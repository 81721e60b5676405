import type { App, Context, Viewer } from '../context.ts';
import type { TxClient } from '../db/tenant-scope.ts';
import { paymentInclude } from '../modules/payments/payments.service.ts';
import type { RestEndpoint } from './adapter.ts';
import { contractsEndpoint } from './contracts.php.ts';
import { invoicesEndpoint } from './invoices.php.ts';
import { offersEndpoint } from './offers.php.ts';
import { ordersEndpoint } from './orders.php.ts';
import { legacyPayment } from './payments.php.ts';
import { paymentRunsEndpoint } from './payment-runs.php.ts';

const DETAIL: Record<string, RestEndpoint> = {
  Offer: offersEndpoint,
  Order: ordersEndpoint,
  Invoice: invoicesEndpoint,
  Contract: contractsEndpoint,
  PaymentRun: paymentRunsEndpoint,
};

/**
 * A document as its REST detail (GET /api/<route>?id=N) shows it, read inside a change's own
 * transaction (issue 17: a webhook's `data` is the document as that change left it). It runs the REST
 * shim itself with a read-only viewer of the tenant whose database client is the transaction.
 * Download paths in it start with the base path of the server that made the change.
 */
export async function restDetail(
  tx: TxClient,
  tenantId: number,
  entityType: string,
  id: number,
  basePath: string,
): Promise<unknown> {
  const viewer: Viewer = {
    sessionId: 0,
    userId: 0,
    tenantId,
    tenantShortName: '',
    tenantFullName: '',
    email: 'webhooks',
    firstName: '',
    lastName: '',
    role: 'admin',
    isSuperAdmin: false,
    isPlatformAdmin: false,
    readOnly: true,
  };
  const app = { config: { basePath } } as App;
  const ctx = { app, requestId: 'webhook', ip: '', viewer, db: tx, tx } as unknown as Context;
  if (entityType === 'Payment') {
    const payment = await tx.payment.findFirst({ where: { id, tenantId }, include: paymentInclude });
    return payment ? legacyPayment(payment) : null;
  }
  const endpoint = DETAIL[entityType];
  if (!endpoint?.GET) return null;
  const query = new URLSearchParams({ id: String(id) });
  const result = await endpoint.GET({ method: 'GET', query, body: {}, form: null, headers: new Headers() }, ctx);
  return result.kind === 'json' ? result.body : null;
}
