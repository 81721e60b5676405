import { describe, expect, it } from 'vitest';
import { permissions, type Principal } from '../auth/permissions.ts';
import { ConflictError, ForbiddenError, ValidationError } from '../errors.ts';
import { contractApproval, invoiceApproval, offerApproval } from './approval-kinds.ts';
import { MAX_REASON_LENGTH, type ApprovalFlow, type ApprovalState } from './approval.ts';
import { SEGREGATION_MESSAGE } from './segregation.ts';

type Person = Principal & { userId: number };
const person = (role: Principal['role'], userId: number): Person => ({
  role,
  userId,
  isSuperAdmin: false,
  isPlatformAdmin: false,
});
const finance = person('finance', 1);
const it_ = person('it_director', 2);
const admin = person('admin', 3);
const otherAdmin = person('admin', 4);
const procurement = person('procurement', 5);

const kinds: [string, ApprovalFlow<string>, string][] = [
  ['offer', offerApproval as ApprovalFlow<string>, 'approved'],
  ['invoice', invoiceApproval as ApprovalFlow<string>, 'fully_approved'],
  ['contract', contractApproval as ApprovalFlow<string>, 'approved'],
];

const state = (status: string, approvedByFinanceId: number | null = null, approvedByItId: number | null = null) =>
  ({ status, approvedByFinanceId, approvedByItId }) as ApprovalState<string>;

describe.each(kinds)('the %s approval', (kind, flow, final) => {
  const pending = state('pending');
  const financeGiven = state('approved_finance', finance.userId);
  const itGiven = state('approved_it', null, it_.userId);

  it('declares the five statuses in the workflow order, with its own final state', () => {
    expect(flow.statuses).toEqual(['pending', 'approved_finance', 'approved_it', final, 'rejected']);
    expect(flow.final).toBe(final);
    expect(flow.isOpen('pending') && flow.isOpen('approved_finance') && flow.isOpen('approved_it')).toBe(true);
    expect(flow.isOpen(final) || flow.isOpen('rejected')).toBe(false);
  });

  it("takes its steps' permissions from the permission table (approve = finance or IT step)", () => {
    expect(flow.permissions).toEqual({
      finance: `${kind}.approveFinance`,
      it: `${kind}.approveIt`,
      approve: `${kind}.approve`,
      reject: `${kind}.reject`,
    });
    expect(permissions[flow.permissions.approve]).toMatchObject({
      anyOf: [flow.permissions.finance, flow.permissions.it],
    });
  });

  it('gives finance the finance step, the IT director the IT step, an admin the finance step first', () => {
    expect(flow.approvalStep(finance, pending, true)).toBe('finance');
    expect(flow.approvalStep(it_, pending, true)).toBe('it');
    expect(flow.approvalStep(admin, pending, true)).toBe('finance');
    expect(flow.approvalStep(procurement, pending, true)).toBeNull();
    expect(flow.approvalStep(null, pending, true)).toBeNull();
    expect(flow.approvalStep(finance, financeGiven, true)).toBeNull();
    expect(flow.approvalStep(it_, financeGiven, true)).toBe('it');
    expect(flow.approvalStep(otherAdmin, financeGiven, true)).toBe('it');
    expect(flow.approvalStep(finance, itGiven, true)).toBe('finance');
    expect(flow.approvalStep(it_, itGiven, true)).toBeNull();
    expect(flow.canApprove(it_, financeGiven, true)).toBe(true);
    expect(flow.canApprove(finance, financeGiven, true)).toBe(false);
  });

  it('makes the document final with the second step, whichever came first', () => {
    expect(flow.statusAfter(pending, 'finance')).toBe('approved_finance');
    expect(flow.statusAfter(pending, 'it')).toBe('approved_it');
    expect(flow.statusAfter(financeGiven, 'it')).toBe(final);
    expect(flow.statusAfter(itGiven, 'finance')).toBe(final);
  });

  it('closes final and rejected documents to both steps and to rejection', () => {
    for (const closed of [state(final, 1, 2), state('rejected')]) {
      expect(flow.approvalStep(admin, closed, false)).toBeNull();
      expect(flow.canReject(admin, closed)).toBe(false);
    }
    expect(flow.canReject(finance, pending)).toBe(true);
    expect(flow.canReject(it_, financeGiven)).toBe(true);
    expect(flow.canReject(procurement, pending)).toBe(false);
  });

  it("the server's refusals carry the kind's messages", () => {
    expect(() => flow.requireStep(procurement, pending, true)).toThrow(ForbiddenError);
    expect(() => flow.requireStep(finance, state('rejected'), true)).toThrow(
      new ConflictError(flow.messages.rejectedCannotApprove),
    );
    expect(() => flow.requireStep(finance, state(final, 1, 2), true)).toThrow(
      new ConflictError(flow.messages.alreadyFinal),
    );
    expect(() => flow.requireStep(finance, financeGiven, true)).toThrow(new ConflictError(flow.messages.stepDone));
    expect(flow.requireStep(it_, financeGiven, true)).toBe('it');
    expect(() => flow.requireRejectable(procurement, pending)).toThrow(ForbiddenError);
    expect(() => flow.requireRejectable(finance, state('rejected'))).toThrow(
      new ConflictError(flow.messages.alreadyRejected),
    );
    expect(() => flow.requireRejectable(finance, state(final, 1, 2))).toThrow(
      new ConflictError(flow.messages.finalCannotReject),
    );
    expect(() => flow.requireRejectable(it_, itGiven)).not.toThrow();
  });

  it('under the segregation policy, whoever gave one step may not give the other', () => {
    const adminGaveFinance = state('approved_finance', admin.userId);
    expect(flow.approvalStep(admin, adminGaveFinance, true)).toBeNull();
    expect(flow.approvalBlockedReason(admin, adminGaveFinance, true)).toBe(SEGREGATION_MESSAGE);
    expect(() => flow.requireStep(admin, adminGaveFinance, true)).toThrow(new ForbiddenError(SEGREGATION_MESSAGE));
    // Another person, or the policy off: the IT step is open.
    expect(flow.approvalStep(otherAdmin, adminGaveFinance, true)).toBe('it');
    expect(flow.approvalBlockedReason(otherAdmin, adminGaveFinance, true)).toBeNull();
    expect(flow.approvalStep(admin, adminGaveFinance, false)).toBe('it');
    expect(flow.approvalBlockedReason(admin, adminGaveFinance, false)).toBeNull();
    // No reason is shown to someone with no step to give anyway.
    expect(flow.approvalBlockedReason(procurement, adminGaveFinance, true)).toBeNull();
  });

  it('reads every legacy spelling back to the stored status', () => {
    for (const status of flow.statuses) {
      expect(flow.parseStatus(flow.restStatus(status, 'list'))).toBe(status);
      expect(flow.parseStatus(flow.restStatus(status, 'detail'))).toBe(status);
      expect(flow.parseStatus(` ${status.toUpperCase()} `)).toBe(status);
    }
    expect(flow.parseStatus('Fully_Approved')).toBe(final);
    expect(flow.parseStatus('approved')).toBe(final);
    expect(() => flow.parseStatus('archived')).toThrow(
      new ValidationError(`${flow.messages.unknownStatus}archived`, 'status'),
    );
    expect(flow.isApprovalTarget('Approved_IT') && flow.isApprovalTarget('fully_approved')).toBe(true);
    expect(flow.isApprovalTarget('pending') || flow.isApprovalTarget('rejected')).toBe(false);
  });

  it('wants a reason to reject, trimmed, at most 1000 characters', () => {
    expect(flow.rejectionReason('  wrong amount \0')).toBe('wrong amount');
    expect(() => flow.rejectionReason('   ')).toThrow(new ValidationError(flow.messages.reasonRequired, 'reason'));
    expect(() => flow.rejectionReason(42)).toThrow(new ValidationError(flow.messages.reasonRequired, 'reason'));
    expect(flow.rejectionReason('x'.repeat(MAX_REASON_LENGTH))).toHaveLength(MAX_REASON_LENGTH);
    expect(() => flow.rejectionReason('x'.repeat(MAX_REASON_LENGTH + 1))).toThrow(
      new ValidationError(flow.messages.reasonTooLong, 'reason'),
    );
  });
});

describe('the spellings at the edges (spec headings 4 and 7)', () => {
  it('invoices and contracts list the capitalised form, the detail the stored value; offers the stored value', () => {
    expect(invoiceApproval.statuses.map((s) => invoiceApproval.restStatus(s, 'list'))).toEqual([
      'Pending',
      'Approved_Finance',
      'Approved_IT',
      'Fully_Approved',
      'Rejected',
    ]);
    expect(contractApproval.restStatus('approved', 'list')).toBe('Fully_Approved');
    expect(contractApproval.restStatus('approved', 'detail')).toBe('approved');
    expect(invoiceApproval.restStatus('fully_approved', 'detail')).toBe('fully_approved');
    expect(offerApproval.restStatus('approved_it', 'list')).toBe('approved_it');
  });

  it('labels: English for invoices, Italian for contracts', () => {
    expect(invoiceApproval.label('pending')).toBe('Pending Approval');
    expect(invoiceApproval.label('fully_approved')).toBe('Fully Approved');
    expect(contractApproval.label('approved')).toBe('Approvato');
    expect(contractApproval.label('approved_it')).toBe('Approvato IT');
  });
});

describe('an edit reopens an approved or rejected step', () => {
  it.each(kinds)(
    '%s: back to pending with both steps and the rejection cleared, only when something changed',
    (_k, flow) => {
      expect(flow.reopen('pending', true)).toBeNull();
      expect(flow.reopen('approved_finance', false)).toBeNull();
      for (const status of ['approved_finance', 'approved_it', 'rejected']) {
        const reset = flow.reopen(status, true);
        expect(reset?.status).toBe('pending');
        const cleared = Object.entries(reset ?? {}).filter(([column]) => column !== 'status');
        const columns = 'approvedByFinanceAt approvedByFinanceId approvedByItAt approvedByItId rejectedAt rejectedById';
        expect(cleared.map(([column]) => column).sort()).toEqual([...columns.split(' '), 'rejectedReason']);
        expect(cleared.every(([, value]) => value === null)).toBe(true);
      }
    },
  );
});
