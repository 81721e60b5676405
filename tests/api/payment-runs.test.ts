import { encodeGlobalID } from '@pothos/plugin-relay';
import { describe, expect, it } from 'vitest';
import { RUN_MESSAGES } from '../../api/src/modules/payment-runs/payment-run.rules.ts';
import { Decimal } from '../../api/src/shared/scalars.ts';
import { appForFile, loginAll } from '../setup/test-app.ts';
import { xmllint } from '../setup/xmllint.ts';
import { csvRows, download as exportDownload, xlsxSheet } from './exports-support.ts';
import { seedSupplier, type SupplierSeed } from './offers-support.ts';
import { inDays } from '../e2e/support/days.ts';
import { bankingDay, payablePayments, type PayableSpec } from './payment-runs-support.ts';

/** Issue 16, points 4 to 7: payment runs over REST and GraphQL, their files, refusals and audit. */
const t = await appForFile();
const tokens = await loginAll(t);
const prisma = t.app.database.platform;
const acme = await prisma.tenant.findUniqueOrThrow({ where: { shortName: 'acme' } });
const globex = await prisma.tenant.findUniqueOrThrow({ where: { shortName: 'globex' } });
const withIban = await prisma.supplier.findFirstOrThrow({
  where: { tenantId: acme.id, iban: { not: null } },
  orderBy: { id: 'asc' },
});
const noIban = await prisma.supplier.findFirstOrThrow({ where: { tenantId: acme.id, iban: null } });
const globexSupplier = await prisma.supplier.findFirstOrThrow({ where: { tenantId: globex.id, iban: { not: null } } });

const payments = (specs: PayableSpec[], supplierId = withIban.id, tenantId = acme.id) =>
  payablePayments(prisma, tenantId, supplierId, specs);
const amounts = (...values: string[]) => values.map((amount) => ({ amount }));
/** A supplier of its own (with an IBAN) and its open payments: a schedule filtered by it shows only these. */
async function supplierWithPayments(fields: Omit<SupplierSeed, 'iban'>, specs: PayableSpec[]) {
  const supplier = await seedSupplier(prisma, acme.id, { ...fields, iban: 'DE89370400440532013000' });
  await payments(specs, supplier.id);
  return supplier;
}

async function post(body: Record<string, unknown>, token = tokens.finance) {
  return t.rest('POST', 'payment-runs.php', body, token);
}
const run = (ids: number[], format = 'sepa', executionDate = bankingDay()) =>
  post({ payment_ids: ids, execution_date: executionDate, format });

/** What a refused call must leave as it was. */
async function writes() {
  return {
    runs: await prisma.paymentRun.count(),
    items: await prisma.paymentRunItem.count(),
    audit: await prisma.auditLog.count(),
    inRuns: await prisma.payment.count({ where: { paymentRunId: { not: null } } }),
  };
}

async function download(id: number) {
  const res = await fetch(`${t.baseUrl}/api/payment-runs.php?id=${id}&download=1`, {
    headers: { Authorization: `Bearer ${tokens.finance}` },
  });
  return {
    status: res.status,
    disposition: res.headers.get('content-disposition'),
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}

const CREATE = `mutation ($input: CreatePaymentRunInput!) { createPaymentRun(input: $input) { __typename
  ... on Error { message field } ... on MutationCreatePaymentRunSuccess { data { paymentRun { id rowId reference status
  statusLabel format paymentCount totalAmount fileName canDecide items { endToEndId amount remittance payment { id status } } } } } } }`;
const DECIDE = (
  name: string,
) => `mutation ($id: ID!) { ${name}(input: { id: $id }) { __typename ... on Error { message }
  ... on Mutation${name[0]!.toUpperCase()}${name.slice(1)}Success { data { paymentRun { status statusLabel confirmedAt cancelledAt canDecide } } } } }`;

describe('creating a run (REST)', () => {
  it('answers { success, id, reference, count, total_amount }; the file downloads with the same bytes each time and is valid', async () => {
    const ids = await payments(amounts('100.10', '200.20', '0.30'));
    const res = await run(ids);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      count: 3,
      total_amount: 300.6,
      reference: expect.stringMatching(/^DIST-\d{4}-\d{4}$/),
    });
    const first = await download(res.body.id);
    const second = await download(res.body.id);
    expect(first.status).toBe(200);
    expect(first.disposition).toContain(`${res.body.reference}-sepa.xml`);
    expect(first.bytes.equals(second.bytes)).toBe(true);
    await xmllint(first.bytes, 'sepa');
    const xml = first.bytes.toString('utf8');
    expect(xml).toContain('<CtrlSum>300.60</CtrlSum>');
    expect(xml).toContain('<IBAN>IT47A0306909606100000063224</IBAN>');
    // One EndToEndId per payment, naming it.
    const detail = await t.rest('GET', `payment-runs.php?id=${res.body.id}`, undefined, tokens.it);
    expect(detail.body.payments).toHaveLength(3);
    for (const p of detail.body.payments) {
      expect(p.end_to_end_id).toBe(`${res.body.reference}-${p.payment_reference}`);
      expect(xml).toContain(`<EndToEndId>${p.end_to_end_id}</EndToEndId>`);
    }
    const list = await t.rest('GET', 'payment-runs.php', undefined, tokens.it);
    expect(list.body[0]).toMatchObject({
      id: res.body.id,
      status: 'Aperta',
      count: 3,
      total_amount: 300.6,
      format: 'sepa',
    });
  });

  it('audits the run and each payment, and marks the payments as in the run', async () => {
    const ids = await payments(amounts('10.00', '20.00'));
    const res = await run(ids, 'cbi');
    expect(res.status).toBe(201);
    const runAudit = await prisma.auditLog.findMany({ where: { entityType: 'PaymentRun', entityId: res.body.id } });
    expect(runAudit.map((a) => a.action)).toEqual(['create']);
    expect(runAudit[0]!.actorEmail).toBe('finance@acme.test');
    for (const id of ids) {
      const entries = await prisma.auditLog.findMany({ where: { entityType: 'Payment', entityId: id } });
      expect(entries.map((a) => a.action)).toEqual(['paymentRun:create']);
      expect(entries[0]!.changes).toMatchObject({ paymentRun: res.body.reference });
    }
    const marked = await prisma.payment.findMany({ where: { id: { in: ids } } });
    expect(marked.every((p) => p.paymentRunId === res.body.id && p.status === 'awaiting_payment')).toBe(true);
    await xmllint((await download(res.body.id)).bytes, 'cbi');
  });
});

describe('confirming and cancelling (GraphQL)', () => {
  it('confirm: every payment becomes Pagata with the execution date; audited; a second decision is refused', async () => {
    const ids = await payments(amounts('50.00', '75.50'));
    const executionDate = bankingDay(3);
    const created = await t.gql<any>(
      CREATE,
      { input: { paymentIds: ids.map((id) => encodeGlobalID('Payment', String(id))), executionDate, format: 'cbi' } },
      tokens.finance,
    );
    const made = created.data.createPaymentRun;
    expect(made.__typename).toBe('MutationCreatePaymentRunSuccess');
    const runNode = made.data.paymentRun;
    expect(runNode).toMatchObject({
      status: 'open',
      statusLabel: 'Aperta',
      format: 'cbi',
      paymentCount: 2,
      totalAmount: '125.50',
      canDecide: true,
    });
    expect(runNode.items.map((i: any) => i.endToEndId)).toEqual(
      expect.arrayContaining([expect.stringMatching(new RegExp(`^${runNode.reference}-PAG-`))]),
    );
    // IT director reads, never decides.
    const itTry = await t.gql<any>(DECIDE('confirmPaymentRun'), { id: runNode.id }, tokens.it);
    expect(JSON.stringify(itTry)).toMatch(/Forbidden|FORBIDDEN/);
    const confirmed = await t.gql<any>(DECIDE('confirmPaymentRun'), { id: runNode.id }, tokens.finance);
    expect(confirmed.data.confirmPaymentRun.data.paymentRun).toMatchObject({
      status: 'confirmed',
      statusLabel: 'Confermata',
      canDecide: false,
    });
    const paid = await prisma.payment.findMany({ where: { id: { in: ids } } });
    for (const p of paid) {
      expect(p.status).toBe('paid');
      expect(p.paidAt?.toISOString().slice(0, 10)).toBe(executionDate);
    }
    for (const id of ids) {
      const actions = (
        await prisma.auditLog.findMany({ where: { entityType: 'Payment', entityId: id }, orderBy: { id: 'asc' } })
      ).map((a) => a.action);
      expect(actions).toEqual(['paymentRun:create', 'status:paid']);
    }
    const again = await t.gql<any>(DECIDE('cancelPaymentRun'), { id: runNode.id }, tokens.finance);
    expect(again.data.cancelPaymentRun).toMatchObject({
      __typename: 'ConflictError',
      message: RUN_MESSAGES.alreadyConfirmed,
    });
    expect((await prisma.payment.findMany({ where: { id: { in: ids } } })).every((p) => p.status === 'paid')).toBe(
      true,
    );
  });

  it('cancel (REST PUT): the payments are released for another run; a cancelled run cannot be confirmed', async () => {
    const ids = await payments(amounts('11.11'));
    const first = await run(ids);
    const cancelled = await t.rest('PUT', `payment-runs.php?id=${first.body.id}`, { action: 'cancel' }, tokens.admin);
    expect(cancelled).toMatchObject({ status: 200, body: { success: true, status: 'Annullata' } });
    expect((await prisma.payment.findUniqueOrThrow({ where: { id: ids[0]! } })).paymentRunId).toBeNull();
    const audit = await prisma.auditLog.findMany({
      where: { entityType: 'PaymentRun', entityId: first.body.id },
      orderBy: { id: 'asc' },
    });
    expect(audit.map((a) => a.action)).toEqual(['create', 'status:cancelled']);
    const confirm = await t.rest('PUT', `payment-runs.php?id=${first.body.id}`, { action: 'confirm' }, tokens.finance);
    expect(confirm).toMatchObject({ status: 409, body: { error: RUN_MESSAGES.alreadyCancelled } });
    const second = await run(ids);
    expect(second.status).toBe(201);
    // Each run names the payment with its own EndToEndId.
    const items = await prisma.paymentRunItem.findMany({ where: { paymentId: ids[0]! } });
    expect(new Set(items.map((i) => i.endToEndId)).size).toBe(2);
    expect(
      (await t.rest('PUT', `payment-runs.php?id=${second.body.id}`, { action: 'nope' }, tokens.finance)).status,
    ).toBe(400);
  });
});

describe('refusals: a clear message and nothing written', () => {
  it('every refusal of point 6', async () => {
    const [open] = await payments(amounts('5.00'));
    await run([open!]);
    const [paid] = await payments([{ amount: '5.00', status: 'paid' }]);
    const [cancelled] = await payments([{ amount: '5.00', status: 'cancelled' }]);
    const [details] = await payments([{ amount: '5.00', status: 'awaiting_details' }]);
    const [ibanless] = await payments(amounts('5.00'), noIban.id);
    const [foreign] = await payments(amounts('5.00'), globexSupplier.id, globex.id);
    const [ok] = await payments(amounts('5.00'));
    const openRef = (await prisma.payment.findUniqueOrThrow({ where: { id: open! }, include: { paymentRun: true } }))
      .paymentRun!.reference;
    const refOf = async (id: number) => (await prisma.payment.findUniqueOrThrow({ where: { id } })).paymentReference;
    const saturday = new Date(bankingDay(7));
    while (saturday.getUTCDay() !== 6) saturday.setUTCDate(saturday.getUTCDate() + 1);
    const before = await writes();
    const cases: [Record<string, unknown>, number, string | RegExp][] = [
      [{ payment_ids: [], execution_date: bankingDay(), format: 'sepa' }, 400, RUN_MESSAGES.empty],
      [
        {
          payment_ids: [ok],
          execution_date: inDays(-1),
          format: 'sepa',
        },
        400,
        RUN_MESSAGES.pastDate,
      ],
      [
        { payment_ids: [ok], execution_date: saturday.toISOString().slice(0, 10), format: 'sepa' },
        400,
        RUN_MESSAGES.weekend,
      ],
      [{ payment_ids: [ok], execution_date: bankingDay(), format: 'mt940' }, 400, RUN_MESSAGES.format],
      [
        { payment_ids: [ok, ibanless], execution_date: bankingDay(), format: 'sepa' },
        409,
        `Il fornitore ${noIban.name} non ha un IBAN (pagamento ${await refOf(ibanless!)}): inseriscilo nei fornitori`,
      ],
      [
        { payment_ids: [paid], execution_date: bankingDay(), format: 'sepa' },
        409,
        `Il pagamento ${await refOf(paid!)} è già pagato`,
      ],
      [
        { payment_ids: [cancelled], execution_date: bankingDay(), format: 'sepa' },
        409,
        `Il pagamento ${await refOf(cancelled!)} è annullato`,
      ],
      [{ payment_ids: [details], execution_date: bankingDay(), format: 'sepa' }, 409, /non è 'In attesa pagamento'/],
      [
        { payment_ids: [ok, open], execution_date: bankingDay(), format: 'sepa' },
        409,
        `Il pagamento ${await refOf(open!)} è già nella distinta aperta ${openRef}`,
      ],
      [{ payment_ids: [ok, foreign], execution_date: bankingDay(), format: 'sepa' }, 404, RUN_MESSAGES.notFound(1)],
    ];
    for (const [body, status, message] of cases) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.success).toBe(false);
      expect(res.body.error).toMatch(message);
    }
    // Every reason at once, not only the first.
    const several = await post({
      payment_ids: [paid, cancelled, ibanless],
      execution_date: bankingDay(),
      format: 'sepa',
    });
    expect(several.body.error.split('; ')).toHaveLength(3);
    // The company's debtor account.
    await prisma.tenant.update({ where: { id: acme.id }, data: { cbiCuc: null } });
    expect((await run([ok!], 'cbi')).body.error).toBe(RUN_MESSAGES.noCuc);
    await prisma.tenant.update({ where: { id: acme.id }, data: { iban: null } });
    expect((await run([ok!], 'sepa')).body.error).toBe(RUN_MESSAGES.noDebtorIban);
    await prisma.tenant.update({
      where: { id: acme.id },
      data: { iban: 'IT47A0306909606100000063224', cbiCuc: 'ACME0001' },
    });
    expect(await writes()).toEqual(before);
    // Roles: IT director and procurement may not create; procurement may not even read.
    expect((await run([ok!], 'sepa')).status).toBe(201);
  });

  it('roles: IT director reads but may not create or decide; procurement reads nothing', async () => {
    const [id] = await payments(amounts('1.00'));
    expect((await post({ payment_ids: [id], execution_date: bankingDay(), format: 'sepa' }, tokens.it)).status).toBe(
      403,
    );
    expect(
      (await post({ payment_ids: [id], execution_date: bankingDay(), format: 'sepa' }, tokens.procurement)).status,
    ).toBe(403);
    expect((await t.rest('GET', 'payment-runs.php', undefined, tokens.it)).status).toBe(200);
    expect((await t.rest('GET', 'payment-runs.php', undefined, tokens.procurement)).status).toBe(403);
    expect((await t.rest('GET', 'payables.php', undefined, tokens.procurement)).status).toBe(403);
  });

  it('a payment in an open run cannot be edited or cancelled until the run is decided', async () => {
    const [id] = await payments(amounts('9.00'));
    const made = await run([id!]);
    const edit = await t.rest('PUT', `payments.php?id=${id}`, { status: 'Annullato' }, tokens.finance);
    expect(edit.status).toBe(409);
    expect(edit.body.error).toContain(made.body.reference);
    await t.rest('PUT', `payment-runs.php?id=${made.body.id}`, { action: 'cancel' }, tokens.finance);
    expect((await t.rest('PUT', `payments.php?id=${id}`, { status: 'Annullato' }, tokens.finance)).status).toBe(200);
  });
});

describe('files that add up', () => {
  it('300 payments of 33.33 through the API: total 9999.00, valid, 300 unique EndToEndIds', async () => {
    const ids = await payments(Array.from({ length: 300 }, () => ({ amount: '33.33' })));
    const res = await run(ids, 'cbi');
    expect(res.body).toMatchObject({ count: 300, total_amount: 9999 });
    const { bytes } = await download(res.body.id);
    await xmllint(bytes, 'cbi');
    const xml = bytes.toString('utf8');
    expect(xml).toContain('<CtrlSum>9999.00</CtrlSum>');
    expect(new Set([...xml.matchAll(/<EndToEndId>([^<]+)</g)].map((m) => m[1])).size).toBe(300);
    const stored = await prisma.paymentRun.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(stored.totalAmount.equals(new Decimal('9999.00'))).toBe(true);
  });

  it('a long invoice list, accents and symbols in the supplier name, and an invoice paid in two instalments', async () => {
    await prisma.supplier.update({
      where: { id: withIban.id },
      data: { businessName: 'Società Benedetta & Figli S.r.l.' },
    });
    const [long] = await payments([
      { amount: '1.00', invoiceNumbers: Array.from({ length: 30 }, (_, i) => `LONG/2025/${1000 + i}`) },
    ]);
    const split = await payments(amounts('610.00', '610.00'));
    // Two instalments of one invoice: the second payment settles the first's invoice.
    const firstLink = await prisma.paymentInvoice.findFirstOrThrow({ where: { paymentId: split[0]! } });
    await prisma.paymentInvoice.deleteMany({ where: { paymentId: split[1]! } });
    await prisma.paymentInvoice.create({
      data: { tenantId: acme.id, paymentId: split[1]!, invoiceId: firstLink.invoiceId },
    });
    const res = await run([long!, ...split]);
    const xml = (await download(res.body.id)).bytes.toString('utf8');
    await xmllint(xml, 'sepa');
    expect(xml).toContain('<Nm>Societa Benedetta + Figli S.r.l.</Nm>');
    const ustrd = [...xml.matchAll(/<Ustrd>([^<]+)</g)].map((m) => m[1]!);
    expect(ustrd[0]!.length).toBeLessThanOrEqual(140);
    expect(ustrd[0]).toMatch(/^Fatture n\. LONG\/2025\/1000, .*LONG\/2025\/\d{4}, \.\.\.$/);
    expect(ustrd[1]).toBe(ustrd[2]);
    expect(res.body).toMatchObject({ count: 3, total_amount: 1221 });
  });
});

describe('scadenzario (GET /api/payables.php and GraphQL payables)', () => {
  const QUERY = `query ($supplierId: ID, $dueFrom: Date, $dueTo: Date) { payables(supplierId: $supplierId, dueFrom: $dueFrom, dueTo: $dueTo) {
    total count groups { bucket label total count suppliers { supplierName total count payments { rowId paymentReference
    amount invoiceNumbers ibanMasked openRunReference runBlockedReason } } } } }`;

  it('groups open payments by due date and supplier, totals to the cent, filters by supplier and date', async () => {
    const supplier = await supplierWithPayments(
      { name: 'Scadenze Test', address: 'Via X 1', vatNumber: 'DE999999999' },
      [
        { amount: '0.10', dueInDays: -3 },
        { amount: '0.20', dueInDays: -1 },
        { amount: '33.33', dueInDays: 0 },
        { amount: '33.33', dueInDays: 20 },
        { amount: '33.34', dueInDays: 60 },
      ],
    );
    const rest = await t.rest('GET', `payables.php?supplier_id=${supplier.id}`, undefined, tokens.it);
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ total_amount: 100.3, count: 5 });
    const byKey = Object.fromEntries(rest.body.groups.map((g: any) => [g.key, g]));
    expect(Object.keys(byKey)).toEqual(['overdue', 'this_week', 'within_30_days', 'later']);
    expect(byKey.overdue).toMatchObject({ label: 'Scaduti', total_amount: 0.3, count: 2 });
    expect(byKey.overdue.suppliers[0]).toMatchObject({ supplier_name: 'Scadenze Test', total_amount: 0.3, count: 2 });
    expect(byKey.overdue.suppliers[0].payments[0]).toMatchObject({
      iban_masked: 'DE89 3704 ... 3000',
      invoice_numbers: [expect.stringMatching(/^RUN-/)],
    });
    expect(byKey.later.total_amount).toBe(33.34);
    const gql = await t.gql<any>(
      QUERY,
      {
        supplierId: encodeGlobalID('Supplier', String(supplier.id)),
        dueFrom: bankingDay(-400).slice(0, 10),
        dueTo: inDays(25),
      },
      tokens.finance,
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data.payables.count).toBe(4);
    expect(gql.data.payables.total).toBe('66.96');
  });

  it('shows why a payment cannot go into a run, and the open run it is in', async () => {
    const [blocked] = await payments(amounts('3.00'), noIban.id);
    const [inRun] = await payments(amounts('4.00'));
    const made = await run([inRun!]);
    const res = await t.gql<any>(QUERY, {}, tokens.finance);
    const rows = res.data.payables.groups.flatMap((g: any) => g.suppliers.flatMap((s: any) => s.payments));
    expect(rows.find((r: any) => r.rowId === blocked).runBlockedReason).toMatch(
      new RegExp(`Il fornitore ${noIban.name} non ha un IBAN`),
    );
    expect(rows.find((r: any) => r.rowId === inRun)).toMatchObject({
      openRunReference: made.body.reference,
      runBlockedReason: expect.stringContaining(made.body.reference),
    });
  });
});

// Issue 18, point 7 (lane K1): the scadenzario's "Esporta", the schedule's payments with the screen's filters.
describe('scadenzario export (payables.php?format=csv|xlsx)', () => {
  it('exports every payment of the filtered schedule, group by group, as Italian CSV and as number cells in xlsx', async () => {
    const supplier = await supplierWithPayments(
      {
        name: 'Scadenze; Export',
        businessName: 'Scadenze Export S.r.l.',
        address: 'Via Y 2',
        vatNumber: 'DE999999998',
      },
      [
        { amount: '1234.56', dueInDays: -3 },
        { amount: '0.20', dueInDays: 60 },
      ],
    );
    const csv = await exportDownload(t, `payables.php?format=csv&supplier_id=${supplier.id}`, tokens.finance);
    expect(csv.status).toBe(200);
    expect(csv.type).toBe('text/csv; charset=utf-8');
    expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = csvRows(csv.bytes);
    expect(rows[0]).toEqual(['Scadenza', 'Fornitore', 'Fatture', 'Importo', 'Gruppo', 'Riferimento']);
    expect(rows).toHaveLength(3);
    expect(rows[1]!.slice(1, 5)).toEqual(['Scadenze; Export', expect.stringMatching(/^RUN-/), '1234,56', 'Scaduti']);
    expect(rows[1]![0]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(rows[2]![3]).toBe('0,20');
    // The due-date filter narrows the file as it narrows the screen.
    const to = inDays(25);
    const narrowed = await exportDownload(
      t,
      `payables.php?format=csv&supplier_id=${supplier.id}&date_to=${to}`,
      tokens.it,
    );
    expect(csvRows(narrowed.bytes)).toHaveLength(2);
    const xlsx = await exportDownload(t, `payables.php?format=xlsx&supplier_id=${supplier.id}`, tokens.finance);
    const sheet = await xlsxSheet(xlsx.bytes);
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(2).getCell(4).value).toBe(1234.56);
    expect(sheet.getRow(2).getCell(1).value).toBeInstanceOf(Date);
  });

  it('is refused to the roles the scadenzario refuses, and never shows another tenant', async () => {
    expect((await exportDownload(t, 'payables.php?format=csv', tokens.procurement)).status).toBe(403);
    expect((await exportDownload(t, 'payables.php?format=csv', null)).status).toBe(401);
    expect((await exportDownload(t, 'payables.php?format=pdf', tokens.finance)).status).toBe(400);
    const other = await exportDownload(t, 'payables.php?format=csv', tokens.finance);
    expect(other.bytes.toString('utf8')).not.toContain(globexSupplier.name);
  });
});

// Issue 18, point 7 (lane K1): the payment runs' (distinte) "Esporta", every run of the tenant, newest first.
describe('payment runs export (payment-runs.php?format=csv|xlsx)', () => {
  it('has the same runs as the list, in its order, as Italian CSV and as number cells in xlsx', async () => {
    const made = await run(await payments(amounts('10.50', '0.25')));
    expect(made.status).toBe(201);
    const list = await t.rest('GET', 'payment-runs.php', undefined, tokens.finance);
    const csv = await exportDownload(t, 'payment-runs.php?format=csv', tokens.finance);
    expect(csv.status).toBe(200);
    expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = csvRows(csv.bytes);
    expect(rows[0]).toEqual(['Riferimento', 'Data esecuzione', 'Formato', 'Stato', 'Pagamenti', 'Totale', 'Creata il']);
    expect(rows.slice(1).map((r) => r[0])).toEqual(list.body.map((r: { reference: string }) => r.reference));
    const mine = rows.find((r) => r[0] === made.body.reference)!;
    expect(mine.slice(2)).toEqual(['SEPA', 'Aperta', '2', '10,75', expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/)]);
    const xlsx = await exportDownload(t, 'payment-runs.php?format=xlsx', tokens.it);
    const sheet = await xlsxSheet(xlsx.bytes);
    expect(sheet.rowCount).toBe(rows.length);
    expect(sheet.getRow(2).getCell(6).value).toBe(Number(list.body[0].total_amount));
  });

  it('is refused to the roles the list refuses, and never shows another tenant', async () => {
    expect((await exportDownload(t, 'payment-runs.php?format=csv', tokens.procurement)).status).toBe(403);
    expect((await exportDownload(t, 'payment-runs.php?format=csv', null)).status).toBe(401);
    const globexRuns = await prisma.paymentRun.findMany({
      where: { tenantId: globex.id },
      select: { reference: true },
    });
    const text = (await exportDownload(t, 'payment-runs.php?format=csv', tokens.finance)).bytes.toString('utf8');
    for (const r of globexRuns) expect(text).not.toContain(r.reference);
  });
});
