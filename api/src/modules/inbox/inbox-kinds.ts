import type { Context } from '../../context.ts';
import type { TxClient } from '../../db/tenant-scope.ts';
import type { Decimal } from '../../shared/scalars.ts';
import { approveContract, rejectContract } from '../contracts/contract-approval.service.ts';
import { approveInvoice, rejectInvoice } from '../invoices/invoice-approval.service.ts';
import { approveOffer, rejectOffer } from '../offers/offer-approval.service.ts';
import { contractApproval, invoiceApproval, offerApproval } from '../../workflows/approval-kinds.ts';
import { approvalRuleSelect, type ApprovalFlow, type ApprovalState } from '../../workflows/approval.ts';
import type { WithPolicy } from '../../workflows/segregation.ts';

export const INBOX_TYPES = ['offer', 'invoice', 'contract'] as const;
export type InboxType = (typeof INBOX_TYPES)[number];

/** An open document as the inbox reads it: the workflow's state, plus what the list shows. */
export interface InboxCandidate extends ApprovalState, WithPolicy {
  id: number;
  title: string;
  amount: Decimal | null;
  createdAt: Date;
}

/**
 * The approvable kinds as the inbox sees them: the workflow of each (approval-kinds.ts), a read of
 * its open documents, and the single-document approve / reject services the detail screens use.
 */
export interface InboxKind {
  type: InboxType;
  flow: ApprovalFlow<string>;
  /** The kind's open documents (not final, not rejected), one statement. */
  open(tx: TxClient, tenantId: number): Promise<InboxCandidate[]>;
  approve(ctx: Context, id: number): Promise<{ id: number }>;
  reject(ctx: Context, id: number, reason: unknown): Promise<{ id: number }>;
}

const base = { id: true, createdAt: true, ...approvalRuleSelect } as const;
const openWhere = <S extends string>(flow: ApprovalFlow<S>, tenantId: number) => ({
  tenantId,
  status: { in: flow.statuses.filter((status) => flow.isOpen(status)) },
});

/**
 * One kind from its workflow, its single-document services and the read of its open rows: the read
 * gets the filter (tenant, the workflow's open statuses) ready-made, typed for any table's findMany.
 */
const kind = <S extends string>(
  type: InboxType,
  flow: ApprovalFlow<S>,
  [approve, reject]: [InboxKind['approve'], InboxKind['reject']],
  read: (tx: TxClient, where: never) => Promise<InboxCandidate[]>,
): InboxKind => ({
  type,
  flow: flow as unknown as ApprovalFlow<string>,
  open: (tx, tenantId) => read(tx, openWhere(flow, tenantId) as never),
  approve,
  reject,
});

export const inboxKinds: Record<InboxType, InboxKind> = {
  offer: kind('offer', offerApproval, [approveOffer, rejectOffer], async (tx, where) => {
    const rows = await tx.offer.findMany({ where, select: { ...base, title: true, totalAmount: true } });
    return rows.map((r) => ({ ...r, amount: r.totalAmount }));
  }),
  invoice: kind('invoice', invoiceApproval, [approveInvoice, rejectInvoice], async (tx, where) => {
    const rows = await tx.invoice.findMany({
      where,
      select: { ...base, invoiceNumber: true, totalAmount: true, supplier: { select: { name: true } } },
    });
    return rows.map((r) => ({ ...r, title: `${r.invoiceNumber} · ${r.supplier.name}`, amount: r.totalAmount }));
  }),
  contract: kind('contract', contractApproval, [approveContract, rejectContract], async (tx, where) => {
    const rows = await tx.contract.findMany({ where, select: { ...base, contractName: true } });
    // A contract carries no amount of its own.
    return rows.map((r) => ({ ...r, title: r.contractName, amount: null }));
  }),
};
