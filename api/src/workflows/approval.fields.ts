import type { Context } from '../context.ts';
import { approvalRuleSelect, approvalStateSelect, type ApprovalFlow, type ApprovalState } from './approval.ts';
import { policyOf, type WithPolicy } from './segregation.ts';

const BLOCKED =
  'Why the viewer may not give the step they otherwise could (segregation of duties: they gave the other one); shown instead of Approve.';

/**
 * The options of the schema's approval fields of one kind, derived from its workflow: spread into
 * `t.field` / `t.boolean` / `t.string` of the document's node (approvalStep, canApprove,
 * approvalBlockedReason, canReject), so the screen's buttons and the server's refusals are one rule.
 */
export function approvalFields<S extends string>(flow: ApprovalFlow<S>) {
  type Row = ApprovalState<S> & WithPolicy;
  return {
    approvalStep: {
      nullable: true,
      description: 'The step the viewer\u2019s approve action would give now; null hides Approve.',
      select: approvalRuleSelect,
      resolve: (row: Row, _args: object, ctx: Context) => flow.approvalStep(ctx.viewer, row, policyOf(row)),
    },
    canApprove: {
      select: approvalRuleSelect,
      resolve: (row: Row, _args: object, ctx: Context) => flow.canApprove(ctx.viewer, row, policyOf(row)),
    },
    approvalBlockedReason: {
      nullable: true,
      description: BLOCKED,
      select: approvalRuleSelect,
      resolve: (row: Row, _args: object, ctx: Context) => flow.approvalBlockedReason(ctx.viewer, row, policyOf(row)),
    },
    canReject: {
      select: approvalStateSelect,
      resolve: (row: Pick<Row, 'status'>, _args: object, ctx: Context) => flow.canReject(ctx.viewer, row),
    },
  } as const;
}
