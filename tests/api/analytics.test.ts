// Spend analytics (issue 18, points 5-6): the aggregates equal the sum of the rows behind them, credit
// notes count negative, cost-center shares add up to the cent; roles and tenants are kept apart.
import { describe, expect, it } from 'vitest';
import { costCenterFigures } from '../../api/src/modules/budgets/budget-figures.ts';
import { splitByShares } from '../../api/src/modules/budgets/share-split.ts';
import { Decimal } from '../../api/src/shared/scalars.ts';
import { financeAppForFile } from './invoices-support.ts';
import { payablePayments } from './payment-runs-support.ts';

const { t, tokens, ids } = await financeAppForFile();
const prisma = t.app.database.platform;
const globexFinance = await t.login('finance@globex.test', 'globex');

// A year no seeded row reaches: the figures below are this file's constructed dataset alone.
const FROM = '2031-01-01';
const TO = '2031-12-31';
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

const costCenters = await prisma.costCenter.findMany({ where: { tenantId: ids.tenantId }, orderBy: { id: 'asc' } });
const [cc1, cc2, cc3] = costCenters as [(typeof costCenters)[0], (typeof costCenters)[0], (typeof costCenters)[0]];

let n = 0;
async function invoice(spec: {
  date: string;
  net: string;
  vat: string;
  supplierId?: number;
  status?: 'fully_approved' | 'pending';
  documentType?: string;
  orderId?: number;
  lines?: { rate: string; net: string; vat: string; costCenterId?: number }[];
}) {
  n += 1;
  const total = new Decimal(spec.net).plus(spec.vat);
  return prisma.invoice.create({
    data: {
      tenantId: ids.tenantId,
      invoiceNumber: `AN-${n}`,
      supplierId: spec.supplierId ?? ids.supplierId,
      invoiceDate: day(spec.date),
      dueDate: day(spec.date),
      netAmount: spec.net,
      vatAmount: spec.vat,
      totalAmount: total,
      status: spec.status ?? 'fully_approved',
      documentType: spec.documentType ?? 'TD01',
      orderId: spec.orderId ?? null,
      lines: {
        create: (spec.lines ?? []).map((l, position) => ({
          unitPrice: l.net,
          quantity: 1,
          vatPercentage: l.rate,
          netAmount: l.net,
          vatAmount: l.vat,
          costCenterId: l.costCenterId ?? null,
          position,
        })),
      },
    },
  });
}

/** An approved offer with recipients (cost center, share %) and its order. */
async function orderWithShares(shares: [number, string][]): Promise<number> {
  n += 1;
  const offer = await prisma.offer.create({
    data: {
      tenantId: ids.tenantId,
      title: `Analytics ${n}`,
      date: day('2031-01-02'),
      supplierId: ids.supplierId,
      totalAmount: '0',
      status: 'approved',
      createdById: ids.users.procurement,
      recipients: {
        create: shares.map(([costCenterId, amountShare], i) => ({
          name: `R${i}`,
          costCenterId,
          location: 'Sede',
          city: 'Milano',
          amountShare,
        })),
      },
    },
  });
  const order = await prisma.order.create({
    data: {
      tenantId: ids.tenantId,
      offerId: offer.id,
      orderNumber: `ORD-AN-${n}`,
      date: day('2031-01-03'),
      supplierId: ids.supplierId,
      totalAmount: '0',
      createdById: ids.users.procurement,
    },
  });
  return order.id;
}

// Three thirds of 100.01 + 22.00: the parts must still add up to the invoice.
const thirds = await orderWithShares([
  [cc1.id, '33.33'],
  [cc2.id, '33.33'],
  [cc3.id, '33.34'],
]);
const halves = await orderWithShares([
  [cc1.id, '50.00'],
  [cc2.id, '50.00'],
]);
await invoice({
  date: '2031-01-15',
  net: '100.01',
  vat: '22.00',
  orderId: thirds,
  lines: [{ rate: '22', net: '100.01', vat: '22.00' }],
});
await invoice({
  date: '2031-01-20',
  net: '10.01',
  vat: '2.21',
  orderId: halves,
  lines: [{ rate: '22', net: '10.01', vat: '2.21' }],
});
// No order, three rates, another supplier; two lines carry their own cost center, one none.
await invoice({
  date: '2031-03-05',
  net: '300.00',
  vat: '32.00',
  supplierId: ids.otherSupplierId,
  lines: [
    { rate: '22', net: '100.00', vat: '22.00', costCenterId: cc1.id },
    { rate: '10', net: '100.00', vat: '10.00', costCenterId: cc3.id },
    { rate: '0', net: '100.00', vat: '0.00' },
  ],
});
// A credit note stored with positive amounts still counts negative.
await invoice({
  date: '2031-03-10',
  net: '50.00',
  vat: '11.00',
  documentType: 'TD04',
  lines: [{ rate: '22', net: '50.00', vat: '11.00' }],
});
// Not spend: awaiting approval, or outside the range.
await invoice({ date: '2031-02-01', net: '999.00', vat: '0', status: 'pending' });
await invoice({ date: '2032-01-01', net: '888.00', vat: '0' });

const SPEND = /* GraphQL */ `
  query ($groupBy: SpendGroupBy!, $from: Date!, $to: Date!) {
    spend(groupBy: $groupBy, from: $from, to: $to) {
      key
      label
      net
      vat
      total
      count
    }
  }
`;

async function gqlSpend(groupBy: string, token = tokens.finance) {
  const res = await t.gql<any>(SPEND, { groupBy, from: FROM, to: TO }, token);
  expect(res.errors).toBeUndefined();
  return res.data.spend as {
    key: string | null;
    label: string;
    net: string;
    vat: string;
    total: string;
    count: number;
  }[];
}

const sum = (rows: { net: string; vat: string; total: string }[]) => ({
  net: rows.reduce((s, r) => s.plus(r.net), new Decimal(0)).toFixed(2),
  vat: rows.reduce((s, r) => s.plus(r.vat), new Decimal(0)).toFixed(2),
  total: rows.reduce((s, r) => s.plus(r.total), new Decimal(0)).toFixed(2),
});

// 100.01 + 10.01 + 300.00 - 50.00 = 360.02 net; 22.00 + 2.21 + 32.00 - 11.00 = 45.21 VAT.
const ALL = { net: '360.02', vat: '45.21', total: '405.23' };

describe('spend', () => {
  it('by month: fully approved invoices by invoice date, credit notes negative', async () => {
    const rows = await gqlSpend('MONTH');
    expect(rows.map((r) => [r.key, r.label, Number(r.net), Number(r.total), r.count])).toEqual([
      ['2031-01', 'gennaio 2031', 110.02, 134.23, 2],
      ['2031-03', 'marzo 2031', 250, 271, 2],
    ]);
    expect(sum(rows)).toEqual(ALL);
  });

  it('by supplier: each supplier’s invoices, the largest first', async () => {
    const rows = await gqlSpend('SUPPLIER');
    expect(rows.map((r) => [r.key, Number(r.total), r.count])).toEqual([
      [String(ids.otherSupplierId), 332, 1],
      [String(ids.supplierId), 73.23, 3],
    ]);
    expect(sum(rows)).toEqual(ALL);
  });

  it('by VAT rate: the lines by rate, the credit note’s negative', async () => {
    const rows = await gqlSpend('VAT_RATE');
    expect(rows.map((r) => [r.label, Number(r.net), Number(r.vat), r.count])).toEqual([
      ['22%', 160.02, 35.21, 4],
      ['10%', 100, 10, 1],
      ['0%', 100, 0, 1],
    ]);
    expect(sum(rows)).toEqual(ALL);
  });

  it('by cost center: an order’s invoice by its recipient shares to the cent (largest remainder), any other by its lines; the rest unallocated', async () => {
    const rows = await gqlSpend('COST_CENTER');
    const byKey = Object.fromEntries(rows.map((r) => [r.key ?? 'none', r]));
    // 100.01 x 33.33% = 33.333 -> 33.33; x 33.34% = 33.343 -> 33.35 takes the remaining cent; 10.01 / 2 -> 5.01 + 5.00;
    // the invoice without an order adds its 22% line to cost center 1 and its 10% line to cost center 3.
    expect([byKey[cc1.id]!.net, byKey[cc1.id]!.vat, byKey[cc1.id]!.count]).toEqual(['138.34', '30.44', 3]);
    expect([byKey[cc2.id]!.net, byKey[cc2.id]!.count]).toEqual(['38.33', 2]);
    expect([byKey[cc3.id]!.net, byKey[cc3.id]!.vat, byKey[cc3.id]!.count]).toEqual(['133.35', '17.34', 2]);
    expect(byKey[cc1.id]!.label).toBe(`${cc1.code} - ${cc1.description}`);
    // Unallocated: the 0% line (100.00) and the credit note (-50.00, -11.00).
    const none = byKey.none!;
    expect([none.label, Number(none.net), Number(none.vat), none.count]).toEqual(['Senza centro di costo', 50, -11, 2]);
    expect(sum(rows)).toEqual(ALL);
    // Each invoice's parts add up to it: the two order invoices and the two allocated lines.
    expect(sum([byKey[cc1.id]!, byKey[cc2.id]!, byKey[cc3.id]!])).toEqual({
      net: '310.02',
      vat: '56.21',
      total: '366.23',
    });
  });

  it('splits a credit note with tied remainders as the budgets and splitByShares do (one rule for the cents)', async () => {
    // 2033, a year of its own: -0.03 over 50% / 50% leaves one cent to a tie; the lower recipient takes it.
    const order = await orderWithShares([
      [cc1.id, '50.00'],
      [cc2.id, '50.00'],
    ]);
    await invoice({ date: '2033-06-01', net: '-0.03', vat: '-0.01', documentType: 'TD04', orderId: order });
    const res = await t.gql<any>(
      SPEND,
      { groupBy: 'COST_CENTER', from: '2033-01-01', to: '2033-12-31' },
      tokens.finance,
    );
    expect(res.errors).toBeUndefined();
    const spend = Object.fromEntries(res.data.spend.map((r: any) => [r.key, [r.net, r.vat]]));
    const rule = (amount: string) =>
      splitByShares(new Decimal(amount), [new Decimal(50), new Decimal(50)]).map((p) => p.toFixed(2));
    expect(rule('-0.03')).toEqual(['-0.02', '-0.01']);
    expect(spend).toEqual({
      [String(cc1.id)]: [rule('-0.03')[0], rule('-0.01')[0]],
      [String(cc2.id)]: [rule('-0.03')[1], rule('-0.01')[1]],
    });
    const figures = await prisma.$transaction((tx) => costCenterFigures(tx, ids.tenantId, 2033, null));
    expect([cc1.id, cc2.id].map((id) => figures.get(id)?.actual.toFixed(2))).toEqual(rule('-0.03'));
  });

  it('REST: the same rows as { key, label, net, vat, total, count } in euro', async () => {
    const res = await t.rest('GET', `spend.php?group_by=supplier&from=${FROM}&to=${TO}`, undefined, tokens.admin);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { key: String(ids.otherSupplierId), label: expect.any(String), net: 300, vat: 32, total: 332, count: 1 },
      { key: String(ids.supplierId), label: expect.any(String), net: 60.02, vat: 13.21, total: 73.23, count: 3 },
    ]);
  });

  it('refuses a bad grouping, a missing or reversed range, in words and with nothing else', async () => {
    const bad = await t.rest('GET', `spend.php?group_by=product&from=${FROM}&to=${TO}`, undefined, tokens.finance);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('group_by');
    const missing = await t.rest('GET', `spend.php?group_by=month&from=${FROM}`, undefined, tokens.finance);
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('to: data obbligatoria');
    const reversed = await t.gql<any>(SPEND, { groupBy: 'MONTH', from: TO, to: FROM }, tokens.finance);
    expect(reversed.errors?.[0]?.message).toBe('La data iniziale deve precedere o coincidere con la data finale');
  });

  it('is for finance, the IT director and the admin; procurement is refused', async () => {
    for (const token of [tokens.finance, tokens.it, tokens.admin])
      expect(await gqlSpend('MONTH', token)).toHaveLength(2);
    const res = await t.gql<any>(SPEND, { groupBy: 'MONTH', from: FROM, to: TO }, tokens.procurement);
    expect(res.data?.spend ?? null).toBeNull();
    expect(res.errors).toBeDefined();
    const rest = await t.rest('GET', `spend.php?group_by=month&from=${FROM}&to=${TO}`, undefined, tokens.procurement);
    expect(rest.status).toBe(403);
  });

  it("shows only the viewer's tenant", async () => {
    expect(await gqlSpend('SUPPLIER', globexFinance)).toEqual([]);
    expect(await gqlSpend('COST_CENTER', globexFinance)).toEqual([]);
  });
});

const LIST = /* GraphQL */ `
  query ($from: Date, $to: Date, $costCenterId: ID, $vatRate: String, $supplierId: ID) {
    invoices(
      first: 50
      status: fully_approved
      invoiceDateFrom: $from
      invoiceDateTo: $to
      costCenterId: $costCenterId
      vatRate: $vatRate
      supplierId: $supplierId
    ) {
      totalCount
    }
  }
`;

describe('the list behind a bar (the analytics click-through filters)', () => {
  it('has as many invoices as the bar counts, GraphQL and REST', async () => {
    const count = async (filters: Record<string, unknown>) => {
      const res = await t.gql<any>(LIST, { from: FROM, to: TO, ...filters }, tokens.finance);
      expect(res.errors).toBeUndefined();
      return res.data.invoices.totalCount as number;
    };
    const byCostCenter = await gqlSpend('COST_CENTER');
    for (const row of byCostCenter) expect(await count({ costCenterId: row.key ?? 'none' }), row.label).toBe(row.count);
    const byRate = (await gqlSpend('VAT_RATE')).filter((r) => r.key !== null);
    for (const row of byRate) expect(await count({ vatRate: row.key }), row.label).toBe(row.count);
    for (const row of await gqlSpend('SUPPLIER')) expect(await count({ supplierId: row.key })).toBe(row.count);
    expect(await count({ from: '2031-03-01', to: '2031-03-31' })).toBe(2);
    const rest = await t.rest(
      'GET',
      `invoices.php?status=fully_approved&date_from=${FROM}&date_to=${TO}&cost_center_id=none`,
      undefined,
      tokens.finance,
    );
    expect(rest.status).toBe(200);
    expect(rest.body).toHaveLength(2);
    const bad = await t.rest('GET', 'invoices.php?vat_rate=abc', undefined, tokens.finance);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('aliquota IVA non valida');
  });
});

const AGEING = /* GraphQL */ `
  query {
    payablesAgeing {
      bucket
      label
      total
      count
    }
  }
`;

describe('payables ageing', () => {
  it('puts every open payment in one bucket by due date; the buckets add up to the open payments', async () => {
    await payablePayments(prisma, ids.tenantId, ids.supplierId, [
      { amount: '10.00', dueInDays: -10 },
      { amount: '20.00', dueInDays: 15 },
      { amount: '30.00', dueInDays: 45 },
      { amount: '40.00', dueInDays: 75 },
      { amount: '50.00', dueInDays: 120 },
      { amount: '60.00', dueInDays: 50, status: 'paid' },
    ]);
    const res = await t.gql<any>(AGEING, {}, tokens.finance);
    expect(res.errors).toBeUndefined();
    const rows = res.data.payablesAgeing as { bucket: string; label: string; total: string; count: number }[];
    expect(rows.map((r) => r.bucket)).toEqual([
      'overdue',
      'days_0_30',
      'days_31_60',
      'days_61_90',
      'over_90',
      'no_date',
    ]);
    for (const r of rows.slice(0, 5)) expect(r.count, r.bucket).toBeGreaterThan(0);
    const open = await prisma.payment.findMany({
      where: { tenantId: ids.tenantId, status: { in: ['awaiting_details', 'awaiting_payment'] } },
    });
    expect(rows.reduce((s, r) => s + r.count, 0)).toBe(open.length);
    expect(sum(rows.map((r) => ({ net: '0', vat: '0', total: r.total }))).total).toBe(
      open.reduce((s, p) => s.plus(p.totalAmount), new Decimal(0)).toFixed(2),
    );
    expect((await t.gql<any>(AGEING, {}, tokens.procurement)).errors).toBeDefined();
  });
});

const LEAD_TIME = /* GraphQL */ `
  query ($from: Date!, $to: Date!) {
    approvalLeadTime(from: $from, to: $to) {
      month
      label
      offerMedianDays
      offerCount
      invoiceMedianDays
      invoiceCount
    }
  }
`;

describe('approval lead time', () => {
  it('gives the median days from creation to full approval per month of approval', async () => {
    const created = new Date('2031-05-01T08:00:00Z');
    const after = (days: number) => new Date(created.getTime() + days * 86_400_000);
    for (const days of [2, 4, 10]) {
      await prisma.offer.create({
        data: {
          tenantId: ids.tenantId,
          title: `Lead ${days}`,
          date: day('2031-05-01'),
          supplierId: ids.supplierId,
          totalAmount: '1',
          status: 'approved',
          createdById: ids.users.procurement,
          createdAt: created,
          approvedDate: after(days),
        },
      });
    }
    const inv = await invoice({ date: '2030-12-01', net: '1', vat: '0' });
    await prisma.invoice.update({
      where: { id: inv.id },
      data: { createdAt: created, approvedByFinanceAt: after(1), approvedByItAt: after(3) },
    });
    const res = await t.gql<any>(LEAD_TIME, { from: '2031-05-01', to: '2031-05-31' }, tokens.it);
    expect(res.errors).toBeUndefined();
    expect(res.data.approvalLeadTime).toEqual([
      {
        month: '2031-05',
        label: 'maggio 2031',
        offerMedianDays: 4,
        offerCount: 3,
        invoiceMedianDays: 3,
        invoiceCount: 1,
      },
    ]);
    const other = await t.gql<any>(LEAD_TIME, { from: '2031-05-01', to: '2031-05-31' }, globexFinance);
    expect(other.data.approvalLeadTime).toEqual([]);
  });
});
