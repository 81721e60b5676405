import { describe, expect, it } from 'vitest';
import { LINE_COST_CENTER_NOT_FOUND } from '../../api/src/modules/budgets/line-cost-centers.ts';
import {
  COST_CENTERS_AFTER_APPROVAL,
  COST_CENTERS_FROM_ORDER,
} from '../../api/src/modules/invoices/invoice-cost-centers.service.ts';
import { stationeryInvoice } from '../fixtures/fatturapa/scenarios.ts';
import { asUpload, only, restImport } from './einvoice-support.ts';
import { financeAppForFile, gid, mutationError } from './invoices-support.ts';

/** Issue 18 point 2: a line's cost center stays editable until approval, imported e-invoices included. */
const { t, tokens, ids } = await financeAppForFile();
const prisma = t.app.database.platform;

const SET = `mutation($input: SetInvoiceLineCostCentersInput!) { setInvoiceLineCostCenters(input: $input) {
  __typename ... on Error { message } } }`;

async function imported(number: string) {
  const res = await restImport(t, tokens.finance, [asUpload(stationeryInvoice({ number }))]);
  expect(res.status).toBe(200);
  const id = only(res.body.imported as any[]).id as number;
  const lines = await prisma.invoiceLine.findMany({ where: { invoiceId: id }, orderBy: { position: 'asc' } });
  return { id, lines };
}
const snapshot = (invoiceId: number) =>
  prisma.invoice.findUniqueOrThrow({
    where: { id: invoiceId },
    select: {
      version: true,
      status: true,
      totalAmount: true,
      lines: { select: { id: true, costCenterId: true, netAmount: true }, orderBy: { position: 'asc' } },
    },
  });

const center = async (code: string, archived = false) =>
  (
    await prisma.costCenter.create({
      data: { tenantId: ids.tenantId, code, description: code, archivedAt: archived ? new Date() : null },
    })
  ).id;

describe('setInvoiceLineCostCenters / PUT invoices.php line_cost_centers (issue 18, point 2)', () => {
  it('finance sets the cost centers of an imported e-invoice’s lines; only they change, audited, version bumped', async () => {
    const { id, lines } = await imported('FT K2-1');
    const [first, second] = [lines[0]!, lines[1]!];
    const marketing = await center('K2-MKT');
    const itCenter = await center('K2-IT');
    const before = await snapshot(id);

    const gql = await t.gql<any>(
      SET,
      {
        input: {
          invoiceId: gid('Invoice', id),
          lines: [{ lineId: first.id, costCenterId: gid('CostCenter', marketing) }],
        },
      },
      tokens.finance,
    );
    expect(mutationError(gql.data, 'setInvoiceLineCostCenters')).toBeNull();
    const rest = await t.rest(
      'PUT',
      `invoices.php?id=${id}`,
      { line_cost_centers: [{ line_id: second.id, cost_center_id: itCenter }] },
      tokens.admin,
    );
    expect(rest).toMatchObject({ status: 200, body: { success: true, id } });

    const after = await snapshot(id);
    expect(after.lines.map((l) => l.costCenterId)).toEqual([
      marketing,
      itCenter,
      ...before.lines.slice(2).map((l) => l.costCenterId),
    ]);
    // The amounts are the file's: untouched.
    expect(after.totalAmount.toString()).toBe(before.totalAmount.toString());
    expect(after.lines.map((l) => l.netAmount.toString())).toEqual(before.lines.map((l) => l.netAmount.toString()));
    expect(after.version).toBe(before.version + 2);
    expect(after.status).toBe('pending');
    const audit = await prisma.auditLog.findMany({
      where: { entityType: 'Invoice', entityId: id, action: 'set_line_cost_centers' },
      orderBy: { id: 'asc' },
    });
    expect(audit.map((a) => a.changes)).toEqual([
      { [`line ${first.id} costCenterId`]: [first.costCenterId, marketing] },
      { [`line ${second.id} costCenterId`]: [second.costCenterId, itCenter] },
    ]);
  });

  it('refuses other roles, archived or unknown cost centers, foreign lines, order invoices and approved ones; nothing changes', async () => {
    const { id, lines } = await imported('FT K2-2');
    const line = lines[0]!.id;
    const active = await center('K2-OK');
    const archived = await center('K2-OLD', true);
    const body = (costCenter: number, lineId = line) => ({
      line_cost_centers: [{ line_id: lineId, cost_center_id: costCenter }],
    });
    const before = await snapshot(id);

    for (const role of ['procurement', 'it'] as const)
      expect((await t.rest('PUT', `invoices.php?id=${id}`, body(active), tokens[role])).status).toBe(403);
    const old = await t.rest('PUT', `invoices.php?id=${id}`, body(archived), tokens.finance);
    expect(old).toMatchObject({ status: 400, body: { error: LINE_COST_CENTER_NOT_FOUND } });
    expect((await t.rest('PUT', `invoices.php?id=${id}`, body(999_999), tokens.finance)).status).toBe(400);
    const other = await prisma.invoiceLine.findFirstOrThrow({ where: { invoiceId: { not: id } } });
    expect((await t.rest('PUT', `invoices.php?id=${id}`, body(active, other.id), tokens.finance)).status).toBe(400);
    expect(await snapshot(id)).toEqual(before);

    const fromOrder = await prisma.invoice.findFirstOrThrow({
      where: { tenantId: ids.tenantId, orderId: { not: null } },
      include: { lines: { take: 1 } },
    });
    const ordered = await t.rest(
      'PUT',
      `invoices.php?id=${fromOrder.id}`,
      body(active, fromOrder.lines[0]!.id),
      tokens.finance,
    );
    expect(ordered).toMatchObject({ status: 409, body: { error: COST_CENTERS_FROM_ORDER } });

    // Once the first approval step is taken, the cost centers are what was approved.
    const approved = await t.rest('PUT', `invoices.php?id=${id}`, { action: 'approve' }, tokens.finance);
    expect(approved.status).toBe(200);
    const afterApproval = await snapshot(id);
    const late = await t.gql<any>(
      SET,
      { input: { invoiceId: gid('Invoice', id), lines: [{ lineId: line, costCenterId: gid('CostCenter', active) }] } },
      tokens.finance,
    );
    expect(mutationError(late.data, 'setInvoiceLineCostCenters')).toBe(COST_CENTERS_AFTER_APPROVAL);
    expect(await snapshot(id)).toEqual(afterApproval);
  });
});
