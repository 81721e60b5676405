import type { Viewer } from '../../context.ts';
import { can } from '../../auth/permissions.ts';
import { ConflictError, ForbiddenError } from '../../errors.ts';
import { requireSegregation, segregationReason } from '../../workflows/segregation.ts';

/**
 * The two-key approval shared by invoices and contracts (spec heading 4): finance and the IT
 * director each approve once, in any order; the second approval makes the object final. Only the
 * name of the final state differs (invoice: fully_approved, contract: approved).
 */
export type ApprovalStatus =
  'pending' | 'approved_finance' | 'approved_it' | 'rejected' | 'fully_approved' | 'approved';
export type Branch = 'finance' | 'it';

export interface ApprovalState {
  status: ApprovalStatus;
  approvedByFinanceId: number | null;
  approvedByItId: number | null;
}

export interface ApprovalKind {
  entity: 'invoice' | 'contract';
  finalStatus: 'fully_approved' | 'approved';
}

const permissionOf = {
  invoice: { finance: 'invoice.approveFinance', it: 'invoice.approveIt', reject: 'invoice.reject' },
  contract: { finance: 'contract.approveFinance', it: 'contract.approveIt', reject: 'contract.reject' },
} as const;

/** Invoice detail is in English, contracts in Italian (spec heading 1). */
const MESSAGES = {
  invoice: {
    rejectedCannotApprove: 'A rejected invoice cannot be approved',
    alreadyFinal: 'The invoice is already fully approved',
    alreadyApproved: 'You have already approved this invoice; it is waiting for the other approval',
    alreadyRejected: 'The invoice is already rejected',
    finalCannotReject: 'A fully approved invoice cannot be rejected',
  },
  contract: {
    rejectedCannotApprove: 'Un contratto rifiutato non può essere approvato',
    alreadyFinal: 'Il contratto è già approvato',
    alreadyApproved: "Hai già approvato questo contratto: è in attesa dell'altra approvazione",
    alreadyRejected: 'Il contratto è già rifiutato',
    finalCannotReject: 'Un contratto approvato non può essere rifiutato',
  },
} as const;

function financeOpen(state: ApprovalState): boolean {
  return (state.status === 'pending' || state.status === 'approved_it') && state.approvedByFinanceId === null;
}

function itOpen(state: ApprovalState): boolean {
  return (state.status === 'pending' || state.status === 'approved_finance') && state.approvedByItId === null;
}

/** The branch the workflow offers this viewer, before the tenant's segregation-of-duties policy. */
function openBranch(viewer: Viewer, kind: ApprovalKind, state: ApprovalState): Branch | null {
  if (state.status === 'rejected' || state.status === kind.finalStatus) return null;
  const perms = permissionOf[kind.entity];
  if (can(viewer, perms.finance) && financeOpen(state)) return 'finance';
  if (can(viewer, perms.it) && itOpen(state)) return 'it';
  return null;
}

/**
 * Which approval this viewer would give now, or null: the visibility rule of the Approve button.
 * A viewer holding both roles (admin) takes the finance branch first, and under the tenant's
 * segregation-of-duties policy (`policy`) never gives the second branch after the first.
 */
export function approvalBranch(
  viewer: Viewer,
  kind: ApprovalKind,
  state: ApprovalState,
  policy: boolean,
): Branch | null {
  const branch = openBranch(viewer, kind, state);
  return branch && !segregationReason(viewer, policy, state) ? branch : null;
}

/** Why the policy hides the Approve button this viewer would otherwise have, or null. */
export function approvalBlockedReason(
  viewer: Viewer,
  kind: ApprovalKind,
  state: ApprovalState,
  policy: boolean,
): string | null {
  return openBranch(viewer, kind, state) ? segregationReason(viewer, policy, state) : null;
}

/** The visibility rule of the Reject button. */
export function canReject(viewer: Viewer, kind: ApprovalKind, state: ApprovalState): boolean {
  const open = state.status !== 'rejected' && state.status !== kind.finalStatus;
  return open && can(viewer, permissionOf[kind.entity].reject);
}

/** The status an approval of `branch` leads to. */
export function statusAfterApproval(kind: ApprovalKind, state: ApprovalState, branch: Branch): ApprovalStatus {
  if (branch === 'finance') return state.approvedByItId !== null ? kind.finalStatus : 'approved_finance';
  return state.approvedByFinanceId !== null ? kind.finalStatus : 'approved_it';
}

/** The branch to apply, or the reason the server refuses (the same rule the screen uses to hide the button). */
export function requireApprovalBranch(
  viewer: Viewer,
  kind: ApprovalKind,
  state: ApprovalState,
  policy: boolean,
): Branch {
  const perms = permissionOf[kind.entity];
  if (!can(viewer, perms.finance) && !can(viewer, perms.it)) throw new ForbiddenError();
  const branch = openBranch(viewer, kind, state);
  if (branch) {
    requireSegregation(viewer, policy, state);
    return branch;
  }
  const m = MESSAGES[kind.entity];
  if (state.status === 'rejected') throw new ConflictError(m.rejectedCannotApprove);
  if (state.status === kind.finalStatus) throw new ConflictError(m.alreadyFinal);
  throw new ConflictError(m.alreadyApproved);
}

export function requireRejectable(viewer: Viewer, kind: ApprovalKind, state: ApprovalState): void {
  if (!can(viewer, permissionOf[kind.entity].reject)) throw new ForbiddenError();
  const m = MESSAGES[kind.entity];
  if (state.status === 'rejected') throw new ConflictError(m.alreadyRejected);
  if (state.status === kind.finalStatus) throw new ConflictError(m.finalCannotReject);
}
