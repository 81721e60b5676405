// The peer's equivalents of the app's list queries (bench/load/operations.ts): the same page (50
// newest by id), the same nested rows and the same columns, in PostGraphile's own naming. What the
// app computes on the server (supplierName, lineTotal, approvalStep ...) the peer answers with the
// related row it is computed from. PostGraphile orders nested lists only by indexed columns: lines
// by id (the bench data's lines are inserted in position order, so the order is the same).
import type { Fixtures } from '../load/fixtures.ts';
import type { Operation } from '../load/operations.ts';
import type { ServerHandle } from '../load/server.ts';

const person = 'firstName lastName';

export const PEER_OFFERS = `query PeerOffers($tenant: Int!) {
  allOffers(first: 50, orderBy: ROW_ID_DESC, condition: { tenantId: $tenant }) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node {
    id rowId title date status totalAmount notes
    supplierByTenantIdAndSupplierId { name }
    userByTenantIdAndCreatedById { ${person} }
    approvedByFinanceId approvedByFinanceAt userByTenantIdAndApprovedByFinanceId { ${person} }
    approvedByItId approvedByItAt userByTenantIdAndApprovedByItId { ${person} }
    offerLinesByTenantIdAndOfferId(orderBy: ROW_ID_ASC) { nodes {
      rowId quantity unitPrice productByTenantIdAndProductId { id name price category } } }
    offerRecipientsByTenantIdAndOfferId(orderBy: ROW_ID_ASC) { nodes {
      id name location city amountShare costCenterByTenantIdAndCostCenterId { id code description } } }
  } } } }`;

export const PEER_INVOICES = `query PeerInvoices($tenant: Int!) {
  allInvoices(first: 50, orderBy: ROW_ID_DESC, condition: { tenantId: $tenant }) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node {
    id rowId invoiceNumber companyName invoiceDate dueDate netAmount vatAmount totalAmount status
    isRecurring recurringFrequency
    supplierByTenantIdAndSupplierId { name }
    orderByTenantIdAndOrderId { orderNumber }
    contractByTenantIdAndContractId { contractName }
    approvedByFinanceId userByTenantIdAndApprovedByFinanceId { ${person} }
    approvedByItId userByTenantIdAndApprovedByItId { ${person} }
    invoiceLinesByTenantIdAndInvoiceId(orderBy: ROW_ID_ASC) { nodes {
      rowId description productByTenantIdAndProductId { name } quantity unitPrice vatPercentage netAmount vatAmount } }
  } } } }`;

const body = (query: string, tenant?: number) => JSON.stringify({ query, variables: tenant ? { tenant } : {} });
const noErrors = (status: number, text: string) => status === 200 && !text.includes('"errors"');
/**
 * The peer has no sessions: the tenant of the next token goes in a header its pgSettings read (the
 * RLS tenant), and in the condition, as the app's where clause names it: the row-level policy alone
 * (tenant OR platform scope) does not let PostgreSQL use the (tenantId, id) index.
 */
const peer = (name: string, query: string): Operation => ({
  name,
  next(f) {
    const tenant = f.tenantIds[f.cursor++ % f.tenantIds.length]!;
    return {
      method: 'POST',
      path: '/graphql',
      body: body(query, tenant),
      headers: { 'x-bench-tenant': String(tenant) },
    };
  },
  ok: noErrors,
});

export const peerOperations = {
  offers: peer('allOffers(first: 50) nested', PEER_OFFERS),
  invoices: peer('allInvoices(first: 50) nested', PEER_INVOICES),
};

const APP_IDS = {
  offers: 'query { offers(first: 50) { totalCount edges { node { rowId lines { rowId } } } } }',
  invoices: 'query { invoices(first: 50) { totalCount edges { node { rowId lines { rowId } } } } }',
};

interface Page {
  totalCount: number;
  rows: { rowId: number; lines: number[] }[];
}

async function post(
  url: string,
  query: string,
  headers: Record<string, string>,
  tenant?: number,
): Promise<Record<string, unknown>> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: body(query, tenant),
  });
  const json = (await res.json()) as { data?: Record<string, unknown>; errors?: unknown };
  if (!res.ok || json.errors || !json.data)
    throw new Error(`${url}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
  return json.data;
}

type Connection = { totalCount: number; edges: { node: Record<string, unknown> }[] };
const rowIds = (nodes: { rowId: number }[]) => nodes.map((n) => n.rowId);

/**
 * Both servers must answer the same page: the same totalCount, the same 50 rows in the same order
 * and the same lines in each, for a few tenants (each sees only its own rows through RLS).
 */
export async function assertSameRows(app: ServerHandle, peerServer: ServerHandle, f: Fixtures): Promise<void> {
  const tenants = [0, Math.floor(f.tenantIds.length / 2), f.tenantIds.length - 1];
  for (const i of [...new Set(tenants)]) {
    for (const kind of ['offers', 'invoices'] as const) {
      const appData = (await post(app.url, APP_IDS[kind], { authorization: `Bearer ${f.tokens[i]}` }))[
        kind
      ] as Connection;
      const field = kind === 'offers' ? 'allOffers' : 'allInvoices';
      const linesField = kind === 'offers' ? 'offerLinesByTenantIdAndOfferId' : 'invoiceLinesByTenantIdAndInvoiceId';
      const tenant = f.tenantIds[i]!;
      const query = kind === 'offers' ? PEER_OFFERS : PEER_INVOICES;
      const peerData = (await post(peerServer.url, query, { 'x-bench-tenant': String(tenant) }, tenant))[
        field
      ] as Connection;
      const page = (c: Connection, lines: (n: Record<string, unknown>) => { rowId: number }[]): Page => ({
        totalCount: c.totalCount,
        rows: c.edges.map(({ node }) => ({ rowId: node.rowId as number, lines: rowIds(lines(node)) })),
      });
      const a = page(appData, (n) => n.lines as { rowId: number }[]);
      const p = page(peerData, (n) => (n[linesField] as { nodes: { rowId: number }[] }).nodes);
      if (a.rows.length !== 50 || JSON.stringify(a) !== JSON.stringify(p)) {
        throw new Error(
          `${kind} of tenant ${f.tenantIds[i]} differ: app ${JSON.stringify(a).slice(0, 200)} / ` +
            `PostGraphile ${JSON.stringify(p).slice(0, 200)}`,
        );
      }
    }
  }
}
