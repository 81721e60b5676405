// Issue 7: the dashboard (and the two benchmarked lists) are backed by indexes. Every SELECT such a
// request sends is EXPLAINed, under the same tenant and role, with sequential scans priced out
// (enable_seqscan = off): the planner then takes an index wherever one serves the statement, so a
// sequential scan left in the plan, or an index read whole (no index condition), means no index
// serves it: on the 1M-offer dataset, a read of every tenant's rows (docs/performance.md has the
// EXPLAIN ANALYZE on that dataset). A positive control proves the check sees such a statement.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import dashboardQuery from '../../web/src/__generated__/DashboardPageQuery.graphql.ts';
import { startTestApp, type TestApp } from '../setup/test-app.ts';

const OFFERS = `{ offers(first: 50) { totalCount edges { node {
  id title totalAmount supplierName approvedByFinanceName approvalStep
  lines { quantity product { name } } recipients { name costCenter { code } } } } } }`;
const INVOICES = `{ invoices(first: 50) { totalCount edges { node {
  id invoiceNumber supplierName totalAmount status lines { description netAmount } } } } }`;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

const INDEX_SCANS = new Set(['Index Scan', 'Index Only Scan', 'Bitmap Index Scan']);

/** Scans that read a whole table or a whole index: a sequential scan, or an index scan with no condition. */
const fullScans = (node: PlanNode): string[] => [
  ...(node['Node Type'] === 'Seq Scan' ? [node['Relation Name'] ?? '?'] : []),
  ...(INDEX_SCANS.has(node['Node Type']) && !node['Index Cond'] ? [node['Index Name'] ?? '?'] : []),
  ...(node.Plans ?? []).flatMap(fullScans),
];

let t: TestApp;
let token: string;
const sent: Statement[] = [];

beforeAll(async () => {
  t = await startTestApp();
  token = await t.login('finance@acme.test', 'acme');
  // Both pools on a server (tenant reads go through the app's, sign-in through the platform's); one on PGlite.
  t.app.database.onStatement((query, params) => sent.push({ query, params }));
});
afterAll(async () => {
  await t.close();
});

interface Statement {
  query: string;
  params: string;
}

/** What one statement would read whole even with any index preferred (owner: without row-level security). */
async function fullScansOf(statement: Statement, owner = false): Promise<string[]> {
  return fullScans(await planOf(statement, owner));
}

/** The plan of one statement, as the app runs it, with any index preferred. */
async function planOf(statement: Statement, owner = false): Promise<PlanNode> {
  const tenantId = String((await t.app.database.platform.tenant.findFirstOrThrow({ where: { shortName: 'acme' } })).id);
  const explain = (asApp: boolean) =>
    t.app.database.platform.$transaction(async (tx) => {
      if (asApp) {
        await tx.$executeRaw`SELECT set_config('app.tenant_id', ${tenantId}, true), set_config('role', 'purchaser_app', true)`;
      }
      await tx.$executeRawUnsafe('SET LOCAL enable_seqscan = off');
      return tx.$queryRawUnsafe<{ 'QUERY PLAN': [{ Plan: PlanNode }] | string }[]>(
        `EXPLAIN (FORMAT JSON) ${statement.query}`,
        ...(JSON.parse(statement.params) as unknown[]),
      );
    });
  // Under row-level security as the app runs them; the sign-in lookup runs as the owner (no tenant yet).
  const plan = await explain(!owner).catch((error: unknown) => {
    if (!String(error).includes('42501')) throw error;
    return explain(false);
  });
  const raw = plan[0]!['QUERY PLAN'];
  return (typeof raw === 'string' ? (JSON.parse(raw) as [{ Plan: PlanNode }]) : raw)[0].Plan;
}

/** Every scan of `tables` in a plan that reads table rows (anything but an index-only scan). */
const tableRowScans = (node: PlanNode, tables: readonly string[]): string[] => [
  ...(node['Relation Name'] && tables.includes(node['Relation Name']) && node['Node Type'] !== 'Index Only Scan'
    ? [`${node['Node Type']} on ${node['Relation Name']}`]
    : []),
  ...(node.Plans ?? []).flatMap((child) => tableRowScans(child, tables)),
];

/**
 * A tenant read (db/tenant-scope.ts tenantRead) sends its SELECT as a parameter of app_tenant_read:
 * that SELECT, with its jsonb argument as $1, is what to EXPLAIN.
 */
function unwrapTenantRead(statement: Statement): Statement {
  if (!statement.query.includes('app_tenant_read(')) return statement;
  const [, query, args] = JSON.parse(statement.params) as [number, string, string];
  const usesArgs = /\$1\b/.test(query);
  return {
    query: `SELECT (${query.replaceAll(/\$1\b/g, '($1::jsonb)')})`,
    params: JSON.stringify(usesArgs ? [args] : []),
  };
}

/** The SELECTs one request sends (a tenant read's own SELECT unwrapped). */
async function selectsOf(query: string): Promise<Statement[]> {
  sent.length = 0;
  const answer = await t.gql(query, {}, token);
  expect(answer.errors).toBeUndefined();
  const selects = sent.map(unwrapTenantRead).filter((s) => /^\s*SELECT/i.test(s.query) && /\bFROM\b/.test(s.query));
  expect(selects.length).toBeGreaterThan(0);
  return selects;
}

/** What the SELECTs of one request would read whole, each with its statement. */
async function unindexedScans(query: string): Promise<string[]> {
  const selects = await selectsOf(query);
  const found: string[] = [];
  for (const statement of selects) {
    found.push(...(await fullScansOf(statement)).map((table) => `${table} in ${statement.query.slice(0, 120)}`));
  }
  return found;
}

describe('index use (EXPLAIN with sequential scans priced out)', () => {
  it('sees a statement no index serves (positive control)', async () => {
    const unindexed = { query: 'SELECT "id" FROM "Offer" WHERE "notes" = $1', params: '["x"]' };
    expect(await fullScansOf(unindexed, true)).toHaveLength(1);
  });

  it('the dashboard reads every table through an index', async () => {
    expect(await unindexedScans(dashboardQuery.params.text ?? '')).toEqual([]);
    // The cards and both recent lists are one tenant read: checked above, not skipped as a bare call.
    expect(sent.filter((s) => s.query.includes('app_tenant_read('))).toHaveLength(1);
  });

  // Every page load asks for the approvals badge, which groups each kind's open documents by status and
  // approvers; the dashboard's payments card counts and sums payments. Both read their indexes alone (no
  // table row per document: 572 -> 33 pages for a finance manager's 3,729 open offers on bench_1m).
  it('the approvals badge and the payments card are counted from indexes alone', async () => {
    for (const table of ['Offer', 'Invoice', 'Contract', 'Payment']) {
      await t.app.database.platform.$executeRawUnsafe(`VACUUM "${table}"`); // as autovacuum keeps a table in service
    }
    const badge = (await selectsOf('{ viewer { approvalInboxCount } }')).filter((s) => s.query.includes('GROUP BY'));
    expect(badge).toHaveLength(1);
    expect(tableRowScans(await planOf(badge[0]!), ['Offer', 'Invoice', 'Contract'])).toEqual([]);
    const cards = await selectsOf('{ dashboard { payments { count paidTotal } } }');
    const payments = cards.filter((s) => s.query.includes('"Payment"'));
    expect(payments).toHaveLength(1);
    expect(tableRowScans(await planOf(payments[0]!), ['Payment'])).toEqual([]);
  });

  it('offers(first: 50) and invoices(first: 50) with their nested data read through indexes', async () => {
    expect(await unindexedScans(OFFERS)).toEqual([]);
    expect(await unindexedScans(INVOICES)).toEqual([]);
  });

  // Issue 18, points 5-6: spend analytics, every grouping, the ageing and the lead time.
  it('spend (every grouping), payablesAgeing and approvalLeadTime read through indexes', async () => {
    for (const groupBy of ['MONTH', 'SUPPLIER', 'COST_CENTER', 'VAT_RATE']) {
      const spend = `{ spend(groupBy: ${groupBy}, from: "2024-01-01", to: "2026-12-31") { key label net vat total count } }`;
      expect(await unindexedScans(spend), groupBy).toEqual([]);
    }
    expect(await unindexedScans('{ payablesAgeing { bucket total count } }')).toEqual([]);
    expect(
      await unindexedScans(
        '{ approvalLeadTime(from: "2024-01-01", to: "2026-12-31") { month offerMedianDays invoiceMedianDays } }',
      ),
    ).toEqual([]);
  });
});

// ---- Issue 17 (lane C): the approvals inbox and a document's history. ----
describe('index use: inbox and history (issue 17)', () => {
  it('approvalInbox and an offer’s history read through indexes', async () => {
    expect(await unindexedScans('{ approvalInbox { documentId title amount step } approvalInboxCount }')).toEqual([]);
    const offer = await t.app.database.platform.offer.findFirstOrThrow({ where: { tenant: { shortName: 'acme' } } });
    const history = `{ node(id: "${Buffer.from(`Offer:${offer.id}`).toString('base64')}") { ... on Offer { history { actor label } } } }`;
    expect(await unindexedScans(history)).toEqual([]);
  });
});
