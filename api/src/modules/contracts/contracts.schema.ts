import { builder } from '../../builder.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { listSort } from '../../shared/sort.ts';
import { can } from '../../auth/permissions.ts';
import { requireViewer, tenantFilter, type Viewer } from '../../context.ts';
import type { RenewalType } from '../../generated/prisma/enums.ts';
import { policyOf, segregationPolicySelect } from '../../workflows/segregation.ts';
import { approvalBlockedReason, approvalBranch, canReject } from '../invoices/approval-rules.ts';
import { optionalId, parseId } from '../../shared/ids.ts';
import { CONTRACT_APPROVAL } from './contract-approval.service.ts';
import { CONTRACT_STATUSES, CONTRACT_STATUS_LABELS, RENEWAL_LABELS, contractListSpelling } from './contract-status.ts';
import { contractWhere } from './contracts.service.ts';
import { fullName, personNameSelect } from '../../shared/names.ts';

export const ContractStatusEnum = builder.enumType('ContractStatus', {
  values: CONTRACT_STATUSES,
  description: "Final state 'approved' (the legacy list spells it Fully_Approved; see listStatus).",
});
export const RenewalTypeEnum = builder.enumType('RenewalType', {
  values: Object.keys(RENEWAL_LABELS) as RenewalType[],
  description: "tacito 'Tacito', da_firmare 'Da firmare'.",
});

const approvalState = { status: true, approvedByFinanceId: true, approvedByItId: true } as const;
/** The approvers and the tenant's segregation-of-duties policy (joined into the row's statement). */
const approvalRule = { ...approvalState, ...segregationPolicySelect } as const;

builder.prismaNode('Contract', {
  id: { field: 'id' },
  findUnique: (id, ctx) => ({ tenantId_id: { tenantId: ctx.viewer?.tenantId ?? -1, id: Number(id) } }),
  nullable: true,
  authScopes: { can: 'contract.view' },
  description: 'A supplier contract with an optional PDF and a two-step approval.',
  fields: (t) => ({
    rowId: t.exposeInt('id'),
    contractName: t.exposeString('contractName'),
    supplierRowId: t.exposeInt('supplierId'),
    supplierName: t.string({ select: { supplier: { select: { name: true } } }, resolve: (c) => c.supplier.name }),
    contractType: t.exposeString('contractType'),
    expiryDate: t.expose('expiryDate', { type: 'Date', nullable: true }),
    signingDate: t.expose('signingDate', { type: 'Date', nullable: true }),
    renewalType: t.expose('renewalType', { type: RenewalTypeEnum }),
    renewalLabel: t.string({ select: { renewalType: true }, resolve: (c) => RENEWAL_LABELS[c.renewalType] }),
    attachmentPath: t.exposeString('attachmentKey', {
      nullable: true,
      description: 'Pass to GET /api/contracts.php?file= to download (only within your tenant).',
    }),
    attachmentName: t.exposeString('attachmentName', { nullable: true }),
    status: t.expose('status', { type: ContractStatusEnum }),
    statusLabel: t.string({ select: { status: true }, resolve: (c) => CONTRACT_STATUS_LABELS[c.status] }),
    listStatus: t.string({ select: { status: true }, resolve: (c) => contractListSpelling(c.status) }),
    createdByName: t.string({
      nullable: true,
      select: { createdBy: personNameSelect },
      resolve: (c) => fullName(c.createdBy),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    approvedByFinance: t.boolean({
      select: { approvedByFinanceId: true },
      resolve: (c) => c.approvedByFinanceId !== null,
    }),
    approvedByFinanceName: t.string({
      nullable: true,
      select: { approvedByFinance: personNameSelect },
      resolve: (c) => fullName(c.approvedByFinance),
    }),
    approvedAtFinance: t.expose('approvedByFinanceAt', { type: 'DateTime', nullable: true }),
    approvedByIT: t.boolean({ select: { approvedByItId: true }, resolve: (c) => c.approvedByItId !== null }),
    approvedByITName: t.string({
      nullable: true,
      select: { approvedByIt: personNameSelect },
      resolve: (c) => fullName(c.approvedByIt),
    }),
    approvedAtIT: t.expose('approvedByItAt', { type: 'DateTime', nullable: true }),
    rejectedReason: t.exposeString('rejectedReason', { nullable: true }),
    canApprove: t.boolean({
      select: approvalRule,
      resolve: (c, _args, ctx) => approvalBranch(ctx.viewer as Viewer, CONTRACT_APPROVAL, c, policyOf(c)) !== null,
    }),
    approvalBlockedReason: t.string({
      nullable: true,
      description:
        'Why the viewer may not give the step they otherwise could (segregation of duties: they gave the other one); shown instead of Approve.',
      select: approvalRule,
      resolve: (c, _args, ctx) => approvalBlockedReason(ctx.viewer as Viewer, CONTRACT_APPROVAL, c, policyOf(c)),
    }),
    canReject: t.boolean({
      select: approvalState,
      resolve: (c, _args, ctx) => canReject(ctx.viewer as Viewer, CONTRACT_APPROVAL, c),
    }),
    canEdit: t.boolean({
      description: 'Modifica is hidden once approved.',
      select: { status: true },
      resolve: (c, _args, ctx) => c.status !== 'approved' && can(ctx.viewer, 'contract.update'),
    }),
    canDelete: t.boolean({ resolve: (_c, _args, ctx) => can(ctx.viewer, 'contract.delete') }),
  }),
});

const contractSort = listSort<Prisma.ContractOrderByWithRelationInput>('Contract', {
  NAME: (d) => ({ contractName: d }),
  SUPPLIER: (d) => ({ supplier: { name: d } }),
  EXPIRY: (d) => ({ expiryDate: { sort: d, nulls: 'last' } }),
  STATUS: (d) => ({ status: d }),
});

builder.queryFields((t) => ({
  contracts: t.prismaConnection({
    type: 'Contract',
    cursor: 'id',
    description: 'Contracts of your tenant, newest first.',
    authScopes: { can: 'contract.view' },
    args: {
      status: t.arg({ type: ContractStatusEnum }),
      supplierId: t.arg.id(),
      search: t.arg.string({ description: 'Contract name or supplier.' }),
      orderBy: t.arg({ type: contractSort.input }),
    },
    totalCount: (_root, args, ctx) =>
      ctx.db.contract.count({
        where: contractWhere(requireViewer(ctx), {
          ...args,
          supplierId: optionalId(args.supplierId, 'Supplier', 'supplierId'),
        }),
      }),
    resolve: (query, _root, args, ctx) =>
      ctx.db.contract.findMany({
        ...query,
        where: contractWhere(requireViewer(ctx), {
          ...args,
          supplierId: optionalId(args.supplierId, 'Supplier', 'supplierId'),
        }),
        orderBy: contractSort.orderBy(args.orderBy) ?? { id: 'desc' },
      }),
  }),
  contract: t.prismaField({
    type: 'Contract',
    nullable: true,
    description: 'One contract by global or database id; null when it does not exist in your tenant.',
    authScopes: { can: 'contract.view' },
    args: { id: t.arg.id({ required: true }) },
    resolve: (query, _root, args, ctx) =>
      ctx.db.contract.findFirst({
        ...query,
        where: { id: parseId(args.id, 'Contract'), ...tenantFilter(requireViewer(ctx)) },
      }),
  }),
}));
