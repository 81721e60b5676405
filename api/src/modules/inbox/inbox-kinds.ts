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

/** One group of documents the step rule admits: a status and who gave each step (inbox.service.ts). */
export interface InboxGroupWhere {
  status: string;
  approvedByFinanceId: ApproverFilter;
  approvedByItId: ApproverFilter;
}
/** Nobody (null), the viewer (their id), or someone else. */
type ApproverFilter = number | null | { not: null; notIn: number[] };

/**
 * The approvable kinds as the inbox sees them: the workflow of each (approval-kinds.ts), a read of
 * its open documents, and the single-document approve / reject services the detail screens use.
 */
export interface InboxKind {
  type: InboxType;
  flow: ApprovalFlow<string>;
  /** The kind's oldest `take` documents of the given groups, oldest first, one statement. */
  open(tx: TxClient, tenantId: number, groups: InboxGroupWhere[], take: number): Promise<InboxCandidate[]>;
  approve(ctx: Context, id: number): Promise<{ id: number }>;
  reject(ctx: Context, id: number, reason: unknown): Promise<{ id: number }>;
}

const base = { id: true, createdAt: true, ...approvalRuleSelect } as const;

/** Oldest first; the id breaks ties as the list's own order does. */
const oldestFirst = [{ createdAt: 'asc' }, { id: 'asc' }] as const;

/** findMany's filter, order and page, typed to fit any of the three tables. */
interface Page {
  where: never;
  orderBy: never;
  take: number;
}

/**
 * One kind from its workflow, its single-document services and the read of its rows: the read gets
 * the findMany arguments (tenant, groups, order, page) ready-made, typed for any table's findMany.
 */
const kind = <S extends string>(
  type: InboxType,
  flow: ApprovalFlow<S>,
  [approve, reject]: [InboxKind['approve'], InboxKind['reject']],
  read: (tx: TxClient, page: Page) => Promise<InboxCandidate[]>,
): InboxKind => ({
  type,
  flow: flow as unknown as ApprovalFlow<string>,
  open: (tx, tenantId, groups, take) =>
    read(tx, { where: { tenantId, OR: groups } as never, orderBy: oldestFirst as never, take }),
  approve,
  reject,
});

export const inboxKinds: Record<InboxType, InboxKind> = {
  offer: kind('offer', offerApproval, [approveOffer, rejectOffer], async (tx, page) => {
    const rows = await tx.offer.findMany({ ...page, select: { ...base, title: true, totalAmount: true } });
    return rows.map((r) => ({ ...r, amount: r.totalAmount }));
  }),
  invoice: kind('invoice', invoiceApproval, [approveInvoice, rejectInvoice], async (tx, page) => {
    const rows = await tx.invoice.findMany({
      ...page,
      select: { ...base, invoiceNumber: true, totalAmount: true, supplier: { select: { name: true } } },
    });
    return rows.map((r) => ({ ...r, title: `${r.invoiceNumber} · ${r.supplier.name}`, amount: r.totalAmount }));
  }),
  contract: kind('contract', contractApproval, [approveContract, rejectContract], async (tx, page) => {
    const rows = await tx.contract.findMany({ ...page, select: { ...base, contractName: true } });
    // A contract carries no amount of its own.
    return rows.map((r) => ({ ...r, title: r.contractName, amount: null }));
  }),
};
