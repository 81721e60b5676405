import { describe, expect, it } from 'vitest';
import { SEGREGATION_MESSAGE } from '../../api/src/workflows/segregation.ts';
import {
  APPROVE,
  createOrder,
  FROM_ORDER,
  fromOrderInput,
  gid,
  REJECT,
  financeAppForFile,
} from './invoices-support.ts';
import { today } from '../../api/src/shared/calendar.ts';

const { t, tokens, ids } = await financeAppForFile();

/** A fresh pending invoice made from a fresh received order. */
async function pendingInvoice(): Promise<{ id: number; orderId: number }> {
  const { orderId, lineIds } = await createOrder(t.app.database.platform, ids, [
    { unitPrice: '100.00', quantity: 1 },
    { unitPrice: '50.00', quantity: 2 },
  ]);
  const res = await t.gql<any>(
    FROM_ORDER,
    {
      input: fromOrderInput(orderId, {
        supplierId: String(ids.supplierId),
        dueDate: '2030-06-30',
        lines: [
          { key: `line:${lineIds[0]}`, vatPercentage: '10' },
          { key: `line:${lineIds[1]}`, vatPercentage: '22' },
        ],
      }),
    },
    tokens.finance,
  );
  return { id: res.data.createInvoiceFromOrder.data.invoice.rowId, orderId };
}

const approve = (id: number, token: string) => t.gql<any>(APPROVE, { id: gid('Invoice', id) }, token);
const reject = (id: number, reason: string, token: string) =>
  t.gql<any>(REJECT, { id: gid('Invoice', id), reason }, token);
const flags = `query ($id: ID!) { invoice(id: $id) { status canApprove canReject canEdit canDelete } }`;

describe('invoice approval workflow', () => {
  it('finance then IT: approved_finance, then fully_approved; the order completes and a payment appears', async () => {
    const { id, orderId } = await pendingInvoice();
    const first = await approve(id, tokens.finance);
    expect(first.data.approveInvoice.data.invoice).toMatchObject({
      status: 'approved_finance',
      approvedByFinance: true,
      approvedByIT: false,
      orderStatus: 'received',
    });
    const second = await approve(id, tokens.it);
    expect(second.data.approveInvoice.data.invoice).toMatchObject({
      status: 'fully_approved',
      approvedByIT: true,
      orderStatus: 'completed',
    });

    const prisma = t.app.database.platform;
    expect((await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe('completed');
    const links = await prisma.paymentInvoice.findMany({ where: { invoiceId: id }, include: { payment: true } });
    expect(links).toHaveLength(1);
    expect(links[0]!.payment).toMatchObject({ status: 'awaiting_details', paymentMethod: null });
    expect(links[0]!.payment.totalAmount.toFixed(2)).toBe('232.00');
    expect(links[0]!.payment.availableDate?.toISOString().slice(0, 10)).toBe('2030-06-30');
    expect(links[0]!.payment.paymentReference).toMatch(new RegExp(`^PAG-${today().getUTCFullYear()}-\\d{4}$`));

    const audit = await prisma.auditLog.findMany({
      where: { entityType: 'Invoice', entityId: id },
      orderBy: { id: 'asc' },
    });
    expect(audit.map((a) => a.action)).toEqual(['create', 'approve_finance', 'approve_it']);
    expect(
      await prisma.auditLog.count({ where: { entityType: 'Order', entityId: orderId, action: 'status:completed' } }),
    ).toBe(1);
  });

  it('IT then finance works the same way round', async () => {
    const { id } = await pendingInvoice();
    expect((await approve(id, tokens.it)).data.approveInvoice.data.invoice.status).toBe('approved_it');
    expect((await approve(id, tokens.finance)).data.approveInvoice.data.invoice.status).toBe('fully_approved');
  });

  it('admin counts as both and takes the finance branch first; under segregation of duties never the second', async () => {
    const { id, orderId } = await pendingInvoice();
    const blocked = `query ($id: ID!) { invoice(id: $id) { canApprove approvalBlockedReason } }`;
    const as = async (token: string) => (await t.gql<any>(blocked, { id: String(id) }, token)).data.invoice;
    expect(await as(tokens.admin)).toEqual({ canApprove: true, approvalBlockedReason: null });
    expect((await approve(id, tokens.admin)).data.approveInvoice.data.invoice).toMatchObject({
      status: 'approved_finance',
      approvedByFinance: true,
      approvedByIT: false,
    });
    expect(await as(tokens.admin)).toEqual({ canApprove: false, approvalBlockedReason: SEGREGATION_MESSAGE });
    expect(await as(tokens.it)).toEqual({ canApprove: true, approvalBlockedReason: null });
    expect((await approve(id, tokens.admin)).data.approveInvoice).toMatchObject({
      __typename: 'ForbiddenError',
      message: SEGREGATION_MESSAGE,
    });
    // The legacy PUT that names the final status goes through the same rule.
    const rest = await t.rest('PUT', `invoices.php?id=${id}`, { status: 'fully_approved' }, tokens.admin);
    expect(rest).toMatchObject({ status: 403, body: { success: false, error: SEGREGATION_MESSAGE } });
    const prisma = t.app.database.platform;
    expect(await prisma.invoice.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: 'approved_finance',
      approvedByItId: null,
    });
    expect(await prisma.paymentInvoice.count({ where: { invoiceId: id } })).toBe(0);
    expect((await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe('received');
    expect((await approve(id, tokens.it)).data.approveInvoice.data.invoice.status).toBe('fully_approved');
  });

  it("with the tenant's policy off, the spec's rule: the admin gives both steps", async () => {
    const prisma = t.app.database.platform;
    await prisma.tenant.update({ where: { id: ids.tenantId }, data: { segregationOfDuties: false } });
    try {
      const { id } = await pendingInvoice();
      expect((await approve(id, tokens.admin)).data.approveInvoice.data.invoice.status).toBe('approved_finance');
      expect((await approve(id, tokens.admin)).data.approveInvoice.data.invoice.status).toBe('fully_approved');
    } finally {
      await prisma.tenant.update({ where: { id: ids.tenantId }, data: { segregationOfDuties: true } });
    }
  });

  it('the same approver cannot approve twice; procurement cannot approve at all', async () => {
    const { id } = await pendingInvoice();
    expect((await approve(id, tokens.procurement)).data.approveInvoice.__typename).toBe('ForbiddenError');
    await approve(id, tokens.finance);
    const again = await approve(id, tokens.finance);
    expect(again.data.approveInvoice).toMatchObject({
      __typename: 'ConflictError',
      message: expect.stringMatching(/already approved/),
    });
    const rest = await t.rest(
      'PUT',
      `invoices.php?id=${id}`,
      { status: 'approved_finance', userId: 1, role: 'it_director' },
      tokens.procurement,
    );
    expect(rest.status).toBe(403);
  });

  it('exposes the Approve/Reject visibility rules of heading 4 per viewer', async () => {
    const { id } = await pendingInvoice();
    const as = async (token: string) => (await t.gql<any>(flags, { id: String(id) }, token)).data.invoice;
    expect(await as(tokens.procurement)).toMatchObject({ canApprove: false, canReject: false, canEdit: false });
    expect(await as(tokens.finance)).toMatchObject({
      canApprove: true,
      canReject: true,
      canEdit: true,
      canDelete: true,
    });
    expect(await as(tokens.it)).toMatchObject({ canApprove: true, canReject: true, canEdit: false });
    await approve(id, tokens.finance);
    expect(await as(tokens.finance)).toMatchObject({ status: 'approved_finance', canApprove: false, canReject: true });
    expect(await as(tokens.it)).toMatchObject({ canApprove: true, canReject: true });
    expect(await as(tokens.admin)).toMatchObject({ canApprove: true });
    await approve(id, tokens.it);
    for (const token of Object.values(tokens)) {
      expect(await as(token)).toMatchObject({
        status: 'fully_approved',
        canApprove: false,
        canReject: false,
        canEdit: false,
        canDelete: false,
      });
    }
  });

  it('reject needs a reason; a rejected invoice cannot be approved or rejected again', async () => {
    const { id } = await pendingInvoice();
    expect((await reject(id, '   ', tokens.it)).data.rejectInvoice).toMatchObject({
      __typename: 'ValidationError',
      message: 'A rejection reason is required',
    });
    expect((await reject(id, 'Wrong amount', tokens.procurement)).data.rejectInvoice.__typename).toBe('ForbiddenError');
    expect((await reject(id, 'Wrong amount', tokens.it)).data.rejectInvoice.data.invoice).toEqual({
      status: 'rejected',
      rejectedReason: 'Wrong amount',
    });
    expect((await approve(id, tokens.finance)).data.approveInvoice).toMatchObject({
      __typename: 'ConflictError',
      message: 'A rejected invoice cannot be approved',
    });
    expect((await reject(id, 'Again', tokens.finance)).data.rejectInvoice.message).toBe(
      'The invoice is already rejected',
    );
    const shown = await t.gql<any>(
      `query ($id: ID!) { invoice(id: $id) { rejectedReason rejectedByName rejectedAt } }`,
      { id: gid('Invoice', id) },
      tokens.procurement,
    );
    expect(shown.data.invoice).toMatchObject({ rejectedReason: 'Wrong amount', rejectedByName: expect.any(String) });
    const itDirector = await t.app.database.platform.user.findFirstOrThrow({ where: { email: 'it@acme.test' } });
    expect(shown.data.invoice.rejectedByName).toBe(`${itDirector.firstName} ${itDirector.lastName}`);
    expect(Date.now() - Date.parse(shown.data.invoice.rejectedAt)).toBeLessThan(60_000);
    const audit = await t.app.database.platform.auditLog.findFirstOrThrow({
      where: { entityType: 'Invoice', entityId: id, action: 'reject' },
    });
    expect(audit.changes).toMatchObject({ status: ['pending', 'rejected'], rejectedReason: 'Wrong amount' });
  });

  it('a fully approved invoice cannot be rejected, edited or deleted', async () => {
    const { id } = await pendingInvoice();
    await approve(id, tokens.finance);
    await approve(id, tokens.it);
    expect((await reject(id, 'Late', tokens.finance)).data.rejectInvoice.message).toBe(
      'A fully approved invoice cannot be rejected',
    );
    const edit = await t.rest('PUT', `invoices.php?id=${id}`, { invoiceNumber: 'CHANGED' }, tokens.finance);
    expect(edit).toMatchObject({
      status: 409,
      body: { success: false, error: 'A fully approved invoice can no longer be edited or deleted' },
    });
    const del = await t.rest('DELETE', `invoices.php?id=${id}`, undefined, tokens.admin);
    expect(del.status).toBe(409);
  });

  it('REST status change: PUT with status and rejectReason; the client-sent role is ignored', async () => {
    const { id } = await pendingInvoice();
    const asIt = await t.rest(
      'PUT',
      `invoices.php?id=${id}`,
      { status: 'approved_finance', role: 'finance' },
      tokens.it,
    );
    expect(asIt).toMatchObject({ status: 200, body: { success: true, id } });
    expect((await t.rest('GET', `invoices.php?id=${id}`, undefined, tokens.it)).body.status).toBe('approved_it');
    const noReason = await t.rest('PUT', `invoices.php?id=${id}`, { status: 'rejected' }, tokens.finance);
    expect(noReason).toMatchObject({ status: 400, body: { error: 'A rejection reason is required' } });
    const rejected = await t.rest(
      'PUT',
      `invoices.php?id=${id}`,
      { status: 'rejected', rejectReason: 'Duplicate' },
      tokens.finance,
    );
    expect(rejected.status).toBe(200);
    const row = (await t.rest('GET', `invoices.php?id=${id}`, undefined, tokens.finance)).body;
    expect(row).toMatchObject({ status: 'rejected', rejectedReason: 'Duplicate', rejectReason: 'Duplicate' });
  });

  it("another tenant's invoice is not found", async () => {
    const { id } = await pendingInvoice();
    const globex = await t.login('finance@globex.test', 'globex');
    expect((await approve(id, globex)).data.approveInvoice.__typename).toBe('NotFoundError');
    expect((await t.rest('GET', `invoices.php?id=${id}`, undefined, globex)).status).toBe(404);
  });
});

describe('invoice approvals under concurrency', () => {
  // The 50-way races (one winner, audit and state consistent) live in tests/reliability/races.test.ts.
  it('a concurrent approval and rejection: one of them wins, never both', async () => {
    const { id } = await pendingInvoice();
    const [a, r] = await Promise.all([approve(id, tokens.finance), reject(id, 'No budget', tokens.it)]);
    const approved = a.data.approveInvoice.__typename === 'MutationApproveInvoiceSuccess';
    const rejected = r.data.rejectInvoice.__typename === 'MutationRejectInvoiceSuccess';
    const invoice = await t.app.database.platform.invoice.findUniqueOrThrow({ where: { id } });
    if (approved && rejected)
      expect(invoice.status).toBe('rejected'); // approve first, then reject of approved_finance
    else expect(approved || rejected).toBe(true);
    expect(['approved_finance', 'rejected']).toContain(invoice.status);
  });
});
