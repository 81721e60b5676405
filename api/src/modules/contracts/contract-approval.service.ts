import type { Context } from '../../context.ts';
import type { TxClient } from '../../db/tenant-scope.ts';
import type { ContractStatus } from '../../generated/prisma/enums.ts';
import { approveDocument, rejectDocument, type ApprovalStore } from '../../workflows/approval.service.ts';
import { contractApproval } from '../../workflows/approval-kinds.ts';
import { segregationPolicySelect } from '../../workflows/segregation.ts';

const findContract = (tx: TxClient, where: { id: number; tenantId?: number }) =>
  tx.contract.findFirst({ where, include: segregationPolicySelect });

/** Contracts follow the invoice logic with `approved` as the final state (spec heading 4). */
const contracts: ApprovalStore<ContractStatus, NonNullable<Awaited<ReturnType<typeof findContract>>>> = {
  find: findContract,
  update: (tx, where, data) => tx.contract.updateMany({ where, data }),
};

export function approveContract(ctx: Context, id: number): Promise<{ id: number }> {
  return approveDocument(ctx, contractApproval, contracts, id);
}

export function rejectContract(ctx: Context, id: number, reason: unknown): Promise<{ id: number }> {
  return rejectDocument(ctx, contractApproval, contracts, id, reason);
}
