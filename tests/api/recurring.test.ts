import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import type { App } from '../../api/src/context.ts';
import { openDatabase } from '../../api/src/db/client.ts';
import { nextDate, runRecurringInvoices } from '../../api/src/modules/jobs/recurring-invoices.ts';
import { startScheduler } from '../../api/src/modules/jobs/scheduler.ts';
import { financeAppForFile } from './invoices-support.ts';
import { dueTemplateForChildProcess, type DueTemplate } from './recurring-support.ts';
import { addDays, today } from '../../api/src/shared/calendar.ts';

const { t, tokens, ids } = await financeAppForFile();

const day = (s: string) => new Date(`${s}T00:00:00Z`);
/** A local-time moment on the given calendar day, as the job's "now". */
const on = (s: string) => new Date(`${s}T12:00:00`);
const iso = (d: Date | null) => d?.toISOString().slice(0, 10) ?? null;

const CREATE = `mutation ($input: InvoiceInput!) { createInvoice(input: $input) { __typename ... on Error { message }
  ... on MutationCreateInvoiceSuccess { data { invoice { rowId } } } } }`;

let seq = 0;
async function recurringInvoice(frequency: string, invoiceDate: string, nextInvoiceDate: string): Promise<number> {
  seq += 1;
  const res = await t.gql<any>(
    CREATE,
    {
      input: {
        invoiceNumber: `REC-${seq}`,
        supplierId: String(ids.supplierId),
        invoiceDate,
        dueDate: iso(new Date(day(invoiceDate).getTime() + 15 * 86_400_000)),
        isRecurring: true,
        recurringFrequency: frequency,
        nextInvoiceDate,
        lines: [{ description: 'Canone', quantity: 1, unitPrice: '1850.00', vatPercentage: '22' }],
      },
    },
    tokens.finance,
  );
  return res.data.createInvoice.data.invoice.rowId;
}

const children = (parentId: number) =>
  t.app.database.platform.invoice.findMany({
    where: { recurringParentId: parentId },
    include: { lines: true },
    orderBy: { invoiceDate: 'asc' },
  });
const parent = (id: number) => t.app.database.platform.invoice.findUniqueOrThrow({ where: { id } });

describe('next date of a series', () => {
  it.each([
    ['2025-01-15', 'monthly', 15, '2025-02-15'],
    ['2025-01-31', 'monthly', 31, '2025-02-28'],
    ['2025-02-28', 'monthly', 31, '2025-03-31'],
    ['2024-02-29', 'annual', 29, '2025-02-28'],
    ['2025-11-30', 'quarterly', 30, '2026-02-28'],
    ['2025-08-31', 'semiannual', 31, '2026-02-28'],
  ] as const)('%s %s (anchor %i) -> %s', (from, frequency, anchor, expected) => {
    expect(iso(nextDate(day(from), frequency, anchor))).toBe(expected);
  });
});

describe('recurring invoice generation', () => {
  it('generates each due invoice once, copies lines and payment term, and advances nextInvoiceDate', async () => {
    const id = await recurringInvoice('monthly', '2025-01-31', '2025-02-28');
    const first = await runRecurringInvoices(t.app, on('2025-03-31'));
    expect(first.failed).toBe(0);
    const made = await children(id);
    expect(made.map((c) => iso(c.invoiceDate))).toEqual(['2025-02-28', '2025-03-31']);
    expect(made.map((c) => iso(c.dueDate))).toEqual(['2025-03-15', '2025-04-15']);
    expect(made[0]).toMatchObject({
      status: 'pending',
      isRecurring: false,
      nextInvoiceDate: null,
      invoiceNumber: 'REC-1-R20250228',
      supplierId: ids.supplierId,
    });
    expect(made[0]!.totalAmount.toFixed(2)).toBe('2257.00');
    expect(made[0]!.lines).toHaveLength(1);
    expect(iso((await parent(id)).nextInvoiceDate)).toBe('2025-04-30');

    // Running again on the same day (or earlier) generates nothing more.
    await runRecurringInvoices(t.app, on('2025-03-31'));
    await runRecurringInvoices(t.app, on('2025-04-01'));
    expect(await children(id)).toHaveLength(2);
    expect(iso((await parent(id)).nextInvoiceDate)).toBe('2025-04-30');

    const audit = await t.app.database.platform.auditLog.findFirstOrThrow({
      where: { entityType: 'Invoice', entityId: id, action: 'recurring:generate' },
    });
    expect(audit.changes).toMatchObject({ nextInvoiceDate: ['2025-02-28', '2025-04-30'], generated: 2 });
  });

  it('nothing is generated before the date, nor for a rejected or a non-recurring invoice', async () => {
    const future = await recurringInvoice('quarterly', '2025-05-10', '2025-08-10');
    const rejected = await recurringInvoice('monthly', '2025-05-10', '2025-06-10');
    await t.app.database.platform.invoice.update({
      where: { id: rejected },
      data: { status: 'rejected', rejectedReason: 'x' },
    });
    await runRecurringInvoices(t.app, on('2025-08-09'));
    expect(await children(future)).toHaveLength(0);
    expect(await children(rejected)).toHaveLength(0);
    await runRecurringInvoices(t.app, on('2025-08-10'));
    expect((await children(future)).map((c) => iso(c.invoiceDate))).toEqual(['2025-08-10']);
    expect(iso((await parent(future)).nextInvoiceDate)).toBe('2025-11-10');
    expect(await children(rejected)).toHaveLength(0);
  });

  it('two runners at once (two servers on the same database) generate each invoice once', async () => {
    const a = await recurringInvoice('monthly', '2025-09-05', '2025-10-05');
    const b = await recurringInvoice('annual', '2024-10-01', '2025-10-01');
    // A second "server": its own App and, on PostgreSQL, its own connection pool to the same database.
    const second: App = { ...t.app };
    if (process.env.TEST_DATABASE_URL) {
      const rows = await t.app.database.platform.$queryRaw<{ name: string }[]>`SELECT current_database() AS name`;
      const name = rows[0]!.name;
      const url = new URL(process.env.TEST_DATABASE_URL);
      url.pathname = `/${name}`;
      second.database = await openDatabase({ databaseUrl: url.toString() });
    }
    try {
      const runs = await Promise.all([
        runRecurringInvoices(t.app, on('2025-12-06')),
        runRecurringInvoices(second, on('2025-12-06')),
        runRecurringInvoices(t.app, on('2025-12-06')),
      ]);
      expect(runs.every((r) => r.failed === 0)).toBe(true);
    } finally {
      if (second.database !== t.app.database) await second.database.close();
    }
    expect((await children(a)).map((c) => iso(c.invoiceDate))).toEqual(['2025-10-05', '2025-11-05', '2025-12-05']);
    expect((await children(b)).map((c) => iso(c.invoiceDate))).toEqual(['2025-10-01']);
    expect(iso((await parent(a)).nextInvoiceDate)).toBe('2026-01-05');
    expect(iso((await parent(b)).nextInvoiceDate)).toBe('2026-10-01');
  });

  it('the generated invoices are listed as single invoices of the same supplier (REST)', async () => {
    // Later runs (later "now") continued the series; the month-ends stay month-ends.
    const res = await t.rest('GET', 'invoices.php?search=REC-1-R2025', undefined, tokens.finance);
    expect(
      res.body
        .map((i: any) => i.invoiceNumber)
        .sort()
        .slice(0, 4),
    ).toEqual(['REC-1-R20250228', 'REC-1-R20250331', 'REC-1-R20250430', 'REC-1-R20250531']);
    expect(res.body.every((i: any) => i.isRecurring === false && i.status === 'Pending')).toBe(true);
  });

  it('the in-process scheduler runs the job and stops cleanly', async () => {
    const yesterday = addDays(today(), -1);
    const id = await recurringInvoice(
      'monthly',
      iso(new Date(yesterday.getTime() - 31 * 86_400_000))!,
      iso(yesterday)!,
    );
    const scheduler = startScheduler(t.app, 60_000, 0);
    try {
      for (let i = 0; i < 100 && (await children(id)).length === 0; i += 1)
        await new Promise((r) => setTimeout(r, 100));
    } finally {
      await scheduler.stop();
    }
    expect((await children(id)).map((c) => iso(c.invoiceDate))).toEqual([iso(yesterday)]);
    expect((await parent(id)).nextInvoiceDate! > yesterday).toBe(true);
  });
});

describe('npm run jobs:recurring', () => {
  let template: DueTemplate | null = null;
  afterAll(async () => {
    await template?.cleanup();
  });

  it('generates due invoices in a separate process, once, and says how many', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'silent', NODE_ENV: 'test' };
    template = await dueTemplateForChildProcess(env, 'purchaser-job-');

    const run = () =>
      spawnSync('npx', ['tsx', 'api/scripts/jobs-recurring.ts'], { env, encoding: 'utf8', timeout: 120_000 });
    const first = run();
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toContain('Recurring invoices: 1 generated, 0 failed');
    const second = run();
    expect(second.stdout).toContain('Recurring invoices: 0 generated, 0 failed');

    await template.expectGeneratedOnce();
  }, 300_000); // two child processes that each open the database: slow on a busy 2-core machine
});
