import { can, type Permission, type Principal } from '../auth/permissions.ts';
import { ConflictError, ForbiddenError, ValidationError } from '../errors.ts';
import { requireSegregation, segregationPolicySelect, segregationReason, type Approvers } from './segregation.ts';

/**
 * The two-step approval of spec heading 4, declared once and configured per document kind (offers,
 * invoices, contracts, and whatever is approvable next): finance and the IT director each give one
 * step, in either order; the second step makes the document final; an open document may be
 * rejected with a reason; final and rejected are closed. A kind is a declaration (`defineApproval`):
 * its stored statuses, their spellings at the edges, the permission of each step and of the
 * rejection, the segregation-of-duties policy and its messages. The services (approve / reject),
 * the schema's fields (approvalStep, canApprove, canReject, approvalBlockedReason) and the REST
 * shims all read the object it returns, so the screen and the server cannot disagree.
 */
export const APPROVAL_STEPS = ['finance', 'it'] as const;
export type ApprovalStep = (typeof APPROVAL_STEPS)[number];

/** The place of each stored status in the workflow. */
export interface StatusNames<S extends string> {
  pending: S;
  /** After the finance step alone, after the IT step alone. */
  finance: S;
  it: S;
  /** After both steps. */
  final: S;
  rejected: S;
}

/** The spec's two spellings of the final state: the legacy list's Fully_Approved and the detail's approved. */
export const FINAL_SPELLINGS = ['fully_approved', 'approved'] as const;

/** The capitalised spelling the legacy lists give each place (Pending ... Fully_Approved). */
const CAPITALISED: Record<keyof StatusNames<string>, string> = {
  pending: 'Pending',
  finance: 'Approved_Finance',
  it: 'Approved_IT',
  final: 'Fully_Approved',
  rejected: 'Rejected',
};

export interface ApprovalMessages {
  /** Approve on a rejected document, on a final one, or a second time by the same step. */
  rejectedCannotApprove: string;
  alreadyFinal: string;
  stepDone: string;
  /** Reject on a rejected document, on a final one. */
  alreadyRejected: string;
  finalCannotReject: string;
  reasonRequired: string;
  reasonTooLong: string;
  /** The compare-and-set lost to another writer. */
  changed: string;
  notFound: string;
  /** A status filter that names no status (the value is appended, cut to 40 characters). */
  unknownStatus: string;
}

export interface ApprovalDeclaration<S extends string> {
  /** The audit entity and row-lock table. */
  entity: 'Offer' | 'Invoice' | 'Contract';
  statuses: StatusNames<S>;
  /** The REST list's spelling: 'capitalised' (Pending ... Fully_Approved) or the stored value. */
  listSpelling: 'capitalised' | 'stored';
  /** Who may take each step, and who may reject (names of api/src/auth/permissions.ts). */
  permissions: Record<ApprovalStep, Permission> & { reject: Permission; approve: Permission };
  /**
   * 'tenant': the tenant's separazione dei compiti policy (workflows/segregation.ts) bars whoever
   * gave one step from the other; 'none': the spec's rules alone.
   */
  segregation: 'tenant' | 'none';
  messages: ApprovalMessages;
  /** The screens' label of each status, where the spec gives one. */
  labels?: Record<S, string>;
}

/** What the rules read of a document: its status and who gave each step. */
export interface ApprovalState<S extends string = string> extends Approvers {
  status: S;
}

/** The Prisma selection of what the rules read: the status and the approvers. */
export const approvalStateSelect = { status: true, approvedByFinanceId: true, approvedByItId: true } as const;
/** ...and the tenant's segregation-of-duties policy, joined into the document's statement. */
export const approvalRuleSelect = { ...approvalStateSelect, ...segregationPolicySelect } as const;

/**
 * A kind's open statuses (still awaiting a step) as a SQL list, for the statements written by hand
 * (the dashboard's cards, the approvals badge). The values are the workflow's own constants.
 */
export const openStatusesSql = <S extends string>(flow: { statuses: readonly S[]; isOpen(status: S): boolean }) =>
  flow.statuses
    .filter((s) => flow.isOpen(s))
    .map((s) => `'${s}'`)
    .join(', ');

/** The longest rejection reason accepted. */
export const MAX_REASON_LENGTH = 1000;

export type ApprovalFlow<S extends string> = ReturnType<typeof defineApproval<S>>;

export function defineApproval<S extends string>(declaration: ApprovalDeclaration<S>) {
  const { statuses: names, permissions: perms, messages } = declaration;
  /** The GraphQL enum's values, in the workflow's order. */
  const statuses = [names.pending, names.finance, names.it, names.final, names.rejected] as const;
  const placeOf = new Map<string, keyof StatusNames<S>>(
    (Object.keys(names) as (keyof StatusNames<S>)[]).map((place) => [names[place], place]),
  );
  type Viewer = (Principal & { userId: number }) | null;

  const isOpen = (status: S): boolean => status !== names.final && status !== names.rejected;
  /** The status reached by the other step alone: the one in which this step is still open. */
  const otherStepStatus = (step: ApprovalStep): S => (step === 'finance' ? names.it : names.finance);
  const stepOpen = (step: ApprovalStep, state: ApprovalState<S>): boolean => {
    const approver = step === 'finance' ? state.approvedByFinanceId : state.approvedByItId;
    return approver === null && (state.status === names.pending || state.status === otherStepStatus(step));
  };
  const policyApplies = (policy: boolean): boolean => declaration.segregation === 'tenant' && policy;

  /** The step the workflow offers this viewer, before segregation: an admin holds both, finance first. */
  function openStep(viewer: Viewer, state: ApprovalState<S>): ApprovalStep | null {
    return APPROVAL_STEPS.find((step) => can(viewer, perms[step]) && stepOpen(step, state)) ?? null;
  }

  /** The step this viewer's approve action gives now, or null (the Approve button's visibility). */
  function approvalStep(viewer: Viewer, state: ApprovalState<S>, policy: boolean): ApprovalStep | null {
    const step = openStep(viewer, state);
    return step && !segregationReason(viewer, policyApplies(policy), state) ? step : null;
  }

  return {
    entity: declaration.entity,
    permissions: perms,
    messages,
    statuses,
    final: names.final,
    rejected: names.rejected,
    isOpen,
    approvalStep,

    canApprove(viewer: Viewer, state: ApprovalState<S>, policy: boolean): boolean {
      return approvalStep(viewer, state, policy) !== null;
    },

    /** Why the policy hides the Approve button this viewer would otherwise have, or null. */
    approvalBlockedReason(viewer: Viewer, state: ApprovalState<S>, policy: boolean): string | null {
      return openStep(viewer, state) ? segregationReason(viewer, policyApplies(policy), state) : null;
    },

    canReject(viewer: Viewer, state: Pick<ApprovalState<S>, 'status'>): boolean {
      return isOpen(state.status) && can(viewer, perms.reject);
    },

    /** The step to apply, or why the server refuses (the same rule that hides the button). */
    requireStep(viewer: NonNullable<Viewer>, state: ApprovalState<S>, policy: boolean): ApprovalStep {
      if (!can(viewer, perms.approve)) throw new ForbiddenError();
      const step = openStep(viewer, state);
      if (step) {
        requireSegregation(viewer, policyApplies(policy), state);
        return step;
      }
      if (state.status === names.rejected) throw new ConflictError(messages.rejectedCannotApprove);
      if (state.status === names.final) throw new ConflictError(messages.alreadyFinal);
      throw new ConflictError(messages.stepDone);
    },

    requireRejectable(viewer: NonNullable<Viewer>, state: Pick<ApprovalState<S>, 'status'>): void {
      if (!can(viewer, perms.reject)) throw new ForbiddenError();
      if (state.status === names.rejected) throw new ConflictError(messages.alreadyRejected);
      if (state.status === names.final) throw new ConflictError(messages.finalCannotReject);
    },

    /** The status a step leads to: the second step makes the document final. */
    statusAfter(state: Approvers, step: ApprovalStep): S {
      const otherGiven = step === 'finance' ? state.approvedByItId !== null : state.approvedByFinanceId !== null;
      return otherGiven ? names.final : names[step];
    },

    /**
     * The columns an edit writes besides its own: a change to a document some step or a rejection
     * already touched sends it back to pending, both steps and the rejection cleared; else null.
     */
    reopen(status: S, changed: boolean) {
      if (status === names.pending || !changed) return null;
      return {
        status: names.pending,
        approvedByFinanceId: null,
        approvedByFinanceAt: null,
        approvedByItId: null,
        approvedByItAt: null,
        rejectedById: null,
        rejectedAt: null,
        rejectedReason: null,
      };
    },

    /** The rejection reason, trimmed, or the kind's message; NUL characters are dropped (PostgreSQL refuses them). */
    rejectionReason(reason: unknown): string {
      const text = typeof reason === 'string' ? reason.replace(/\0/g, '').trim() : '';
      if (!text) throw new ValidationError(messages.reasonRequired, 'reason');
      if (text.length > MAX_REASON_LENGTH) throw new ValidationError(messages.reasonTooLong, 'reason');
      return text;
    },

    /** The REST spelling: the list's (capitalised for some kinds) or the detail's (the stored value). */
    restStatus(status: S, where: 'list' | 'detail'): string {
      if (where === 'detail' || declaration.listSpelling === 'stored') return status;
      return CAPITALISED[placeOf.get(status) ?? 'pending'];
    },

    /** The screens' label (the stored value where the kind declares none). */
    label(status: S): string {
      return declaration.labels?.[status] ?? status;
    },

    /** Any spelling, any case: Fully_Approved, fully_approved and approved all mean the final state. */
    parseStatus(value: string): S {
      const text = value.trim().toLowerCase();
      if ((FINAL_SPELLINGS as readonly string[]).includes(text)) return names.final;
      const found = statuses.find((status) => status === text);
      if (!found) throw new ValidationError(`${messages.unknownStatus}${value.slice(0, 40)}`, 'status');
      return found;
    },

    /** A legacy status change that asks for an approval (any spelling of a step's or the final state). */
    isApprovalTarget(value: string): boolean {
      const text = value.trim().toLowerCase();
      return (FINAL_SPELLINGS as readonly string[]).includes(text) || text === names.finance || text === names.it;
    },
  };
}
