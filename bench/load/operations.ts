// The operations of issue 7. Each one says how to build its next request; mutations consume a fresh
// target per request (an offer still pending, a received order without invoice) picked beforehand.
import dashboardQuery from '../../web/src/__generated__/DashboardPageQuery.graphql.ts';
import shellQuery from '../../web/src/__generated__/AppShellQuery.graphql.ts';
import inboxQuery from '../../web/src/__generated__/InboxPageQuery.graphql.ts';
import invoicesScreenQuery from '../../web/src/__generated__/InvoicesPageQuery.graphql.ts';
import paymentsScreenQuery from '../../web/src/__generated__/PaymentsPageQuery.graphql.ts';
import type { Fixtures } from './fixtures.ts';

export interface Operation {
  name: string;
  /** GraphQL document to validate against schema.graphql (missing operations are reported n/a). */
  graphql?: string;
  /** REST route that must be registered in api/src/rest/routes.ts. */
  route?: string;
  /** Mutations: how many requests the prepared targets allow (undefined: unlimited). */
  capacity?: (f: Fixtures) => number;
  /** The next request; null when the targets are used up. */
  next(
    f: Fixtures,
  ): { method: 'GET' | 'POST'; path: string; token?: string; body?: string; headers?: Record<string, string> } | null;
  /** A response counts as served only if the operation succeeded (GraphQL errors come with HTTP 200). */
  ok(status: number, body: string): boolean;
}

const OFFERS = `query BenchOffers {
  offers(first: 50) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node {
    id rowId title date status totalAmount supplierName createdByName notes
    approvedByFinance approvedByFinanceName approvedByFinanceAt approvedByIT approvedByITName approvedByITAt approvalStep canReject
    lines { rowId quantity unitPrice lineTotal product { id name price category } }
    recipients { id name location city amountShare costCenter { id code description } }
  } } } }`;

const INVOICES = `query BenchInvoices {
  invoices(first: 50) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node {
    id rowId invoiceNumber companyName supplierName orderNumber contractName invoiceDate dueDate
    netAmount vatAmount totalAmount status listStatus statusLabel isRecurring recurringFrequency
    approvedByFinance approvedByFinanceName approvedByIT approvedByITName canApprove canEdit
    lines { rowId description productName quantity unitPrice vatPercentage netAmount vatAmount }
  } } } }`;

const APPROVE = `mutation BenchApproveOffer($id: ID!) {
  approveOffer(input: { id: $id }) { __typename
    ... on MutationApproveOfferSuccess { data { offer { id status approvedByFinance } } }
    ... on Error { message } } }`;

const FROM_ORDER = `mutation BenchInvoiceFromOrder($input: CreateInvoiceFromOrderInput!) {
  createInvoiceFromOrder(input: $input) { __typename
    ... on MutationCreateInvoiceFromOrderSuccess { data { invoice { id invoiceNumber totalAmount status } } }
    ... on Error { message } } }`;

const LOGIN = `mutation BenchLogin($tenant: String!, $email: String!, $password: String!) {
  login(tenant: $tenant, email: $email, password: $password) { __typename
    ... on MutationLoginSuccess { data { token } } ... on Error { message } } }`;

const SPAN = { from: '2020-01-01', to: `${new Date().getFullYear()}-12-31` };
const spendQuery = (groupBy: string) => `query BenchSpend {
  spend(groupBy: ${groupBy}, from: "${SPAN.from}", to: "${SPAN.to}") { key label net vat total count } }`;

const AGEING = `query BenchAgeing {
  payablesAgeing { bucket total count }
  approvalLeadTime(from: "${SPAN.from}", to: "${SPAN.to}") { month invoiceMedianDays offerMedianDays invoiceCount offerCount } }`;

const BUDGETS = `query BenchBudgets {
  budgets(year: ${new Date().getFullYear()}) { id amount committed actual available costCenterCode } }`;

const gql = (query: string, variables: object = {}) => JSON.stringify({ query, variables });
const noErrors = (status: number, body: string) => status === 200 && !body.includes('"errors"');
const succeeded = (typename: string) => (status: number, body: string) =>
  status === 200 && body.includes(`"__typename":"${typename}"`);
const today = new Date().toISOString().slice(0, 10);
const readAs = (f: Fixtures) => f.tokens[f.cursor++ % f.tokens.length]!;

/** A screen's own query (its Relay artifact) as the client sends it, read by each tenant's finance manager. */
const screen = (name: string, artifact: { params: { text?: string | null } }, variables: object = {}): Operation => ({
  name,
  graphql: artifact.params.text ?? '',
  next: (f) => ({
    method: 'POST',
    path: '/graphql',
    token: readAs(f),
    body: gql(artifact.params.text ?? '', variables),
  }),
  ok: noErrors,
});

export const operations: Operation[] = [
  screen('dashboard (GraphQL)', dashboardQuery),
  // The other request of every page load: the viewer, the sidebar's approvals badge and the bell's count.
  screen('shell (GraphQL)', shellQuery),
  // "Da approvare": a finance manager of bench_1m has ~3,500 items waiting.
  screen('approvalInbox (GraphQL)', inboxQuery),
  // The screens' own first queries, as their route loaders send them with no filter set.
  screen('payments screen (GraphQL)', paymentsScreenQuery),
  screen('invoices screen (GraphQL)', invoicesScreenQuery, { filterCostCenter: '', namesCostCenter: false }),
  {
    name: 'offers(first: 50) nested',
    graphql: OFFERS,
    next: (f) => ({ method: 'POST', path: '/graphql', token: readAs(f), body: gql(OFFERS) }),
    ok: noErrors,
  },
  {
    name: 'invoices(first: 50) nested',
    graphql: INVOICES,
    next: (f) => ({ method: 'POST', path: '/graphql', token: readAs(f), body: gql(INVOICES) }),
    ok: noErrors,
  },
  {
    name: 'GET /api/offers.php?limit=50',
    route: 'offers.php',
    next: (f) => ({ method: 'GET', path: '/api/offers.php?limit=50', token: readAs(f) }),
    ok: (status) => status === 200,
  },
  {
    // The legacy client asks for the whole list (at most 1000 rows); ?limit=50 pages it like the GraphQL list.
    name: 'GET /api/invoices.php?limit=50',
    route: 'invoices.php',
    next: (f) => ({ method: 'GET', path: '/api/invoices.php?limit=50', token: readAs(f) }),
    ok: (status) => status === 200,
  },
  // Issue 18: the analytics a reporting tool or the "Analisi spesa" screen asks for, over the dataset's
  // whole span (every invoice of the tenant), and the year's budgets with committed and actual.
  ...(['MONTH', 'SUPPLIER', 'COST_CENTER', 'VAT_RATE'] as const).map((groupBy): Operation => ({
    name: `spend(groupBy: ${groupBy})`,
    graphql: spendQuery(groupBy),
    next: (f) => ({ method: 'POST', path: '/graphql', token: readAs(f), body: gql(spendQuery(groupBy)) }),
    ok: noErrors,
  })),
  {
    name: 'GET /api/spend.php?group_by=cost_center',
    route: 'spend.php',
    next: (f) => ({
      method: 'GET',
      path: `/api/spend.php?group_by=cost_center&from=${SPAN.from}&to=${SPAN.to}`,
      token: readAs(f),
    }),
    ok: (status) => status === 200,
  },
  {
    name: 'payablesAgeing + approvalLeadTime',
    graphql: AGEING,
    next: (f) => ({ method: 'POST', path: '/graphql', token: readAs(f), body: gql(AGEING) }),
    ok: noErrors,
  },
  {
    name: 'budgets(year)',
    graphql: BUDGETS,
    next: (f) => ({ method: 'POST', path: '/graphql', token: readAs(f), body: gql(BUDGETS) }),
    ok: noErrors,
  },
  {
    name: 'approveOffer',
    graphql: APPROVE,
    capacity: (f) => f.pendingOffers.length,
    next(f) {
      const offer = f.pendingOffers.pop();
      if (!offer) return null;
      return {
        method: 'POST',
        path: '/graphql',
        token: f.tokenOf(offer.tenantId),
        body: gql(APPROVE, { id: String(offer.id) }),
      };
    },
    ok: succeeded('MutationApproveOfferSuccess'),
  },
  {
    name: 'createInvoiceFromOrder',
    graphql: FROM_ORDER,
    capacity: (f) => f.receivedOrders.length,
    next(f) {
      const order = f.receivedOrders.pop();
      if (!order) return null;
      const input = {
        orderId: String(order.id),
        supplierId: String(order.supplierId),
        companyName: 'Bench S.r.l.',
        invoiceNumber: `BENCH-${f.runId}-${order.id}`,
        invoiceDate: today,
      };
      return { method: 'POST', path: '/graphql', token: f.tokenOf(order.tenantId), body: gql(FROM_ORDER, { input }) };
    },
    ok: succeeded('MutationCreateInvoiceFromOrderSuccess'),
  },
  {
    name: 'login (scrypt)',
    graphql: LOGIN,
    next: (f) => ({ method: 'POST', path: '/graphql', body: gql(LOGIN, f.logins[f.cursor++ % f.logins.length]) }),
    ok: succeeded('MutationLoginSuccess'),
  },
];

/** The operations whose name contains `only` (a bench tool's --only), or an error naming them all. */
export function operationsNamed(only: string): Operation[] {
  const found = operations.filter((o) => o.name.includes(only));
  if (found.length === 0) throw new Error(`No operation matches: ${operations.map((o) => o.name).join(', ')}`);
  return found;
}
