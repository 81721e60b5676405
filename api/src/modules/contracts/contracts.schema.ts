import { builder } from '../../builder.ts';
import { tenantNode } from '../common/tenant-node.ts';
import { listQuery, tenantRecord, tenantTableRows } from '../../shared/list-connection.ts';
import { can } from '../../auth/permissions.ts';
import type { Viewer } from '../../context.ts';
import type { RenewalType } from '../../generated/prisma/enums.ts';
import { approvalFields } from '../../workflows/approval.fields.ts';
import { contractApproval } from '../../workflows/approval-kinds.ts';
import { optionalId } from '../../shared/ids.ts';
import { RENEWAL_LABELS } from './contract-status.ts';
import { contractWhere, type ContractFilters } from './contracts.service.ts';
import { personNameField } from '../../shared/names.ts';

const approval = approvalFields(contractApproval);

export const ContractStatusEnum = builder.enumType('ContractStatus', {
  values: contractApproval.statuses,
  description: "Final state 'approved' (the legacy list spells it Fully_Approved; see listStatus).",
});
export const RenewalTypeEnum = builder.enumType('RenewalType', {
  values: Object.keys(RENEWAL_LABELS) as RenewalType[],
  description: "tacito 'Tacito', da_firmare 'Da firmare'.",
});

builder.prismaNode('Contract', {
  ...tenantNode('contract.view'),
  description: 'A supplier contract with an optional PDF and a two-step approval.',
  fields: (t) => ({
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
    statusLabel: t.string({ select: { status: true }, resolve: (c) => contractApproval.label(c.status) }),
    listStatus: t.string({ select: { status: true }, resolve: (c) => contractApproval.restStatus(c.status, 'list') }),
    createdByName: t.string(personNameField('createdBy')),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    approvedByFinance: t.boolean({
      select: { approvedByFinanceId: true },
      resolve: (c) => c.approvedByFinanceId !== null,
    }),
    approvedByFinanceName: t.string(personNameField('approvedByFinance')),
    approvedAtFinance: t.expose('approvedByFinanceAt', { type: 'DateTime', nullable: true }),
    approvedByIT: t.boolean({ select: { approvedByItId: true }, resolve: (c) => c.approvedByItId !== null }),
    approvedByITName: t.string(personNameField('approvedByIt')),
    approvedAtIT: t.expose('approvedByItAt', { type: 'DateTime', nullable: true }),
    rejectedReason: t.exposeString('rejectedReason', { nullable: true }),
    canApprove: t.boolean(approval.canApprove),
    approvalBlockedReason: t.string(approval.approvalBlockedReason),
    canReject: t.boolean(approval.canReject),
    canEdit: t.boolean({
      description: 'Modifica is hidden once approved.',
      select: { status: true },
      resolve: (c, _args, ctx) => c.status !== 'approved' && can(ctx.viewer, 'contract.update'),
    }),
    canDelete: t.boolean({ resolve: (_c, _args, ctx) => can(ctx.viewer, 'contract.delete') }),
  }),
});

/** The list's filter from its arguments (the supplier a global or database id). */
function contractFilter(viewer: Viewer, args: Omit<ContractFilters, 'supplierId'> & { supplierId?: string | null }) {
  return contractWhere(viewer, { ...args, supplierId: optionalId(args.supplierId, 'Supplier', 'supplierId') });
}

listQuery('contracts', {
  type: 'Contract',
  description: 'Contracts of your tenant, newest first.',
  can: 'contract.view',
  args: (arg) => ({
    status: arg({ type: ContractStatusEnum }),
    supplierId: arg.id(),
    search: arg.string({ description: 'Contract name or supplier.' }),
  }),
  sort: {
    NAME: (d) => ({ contractName: d }),
    SUPPLIER: (d) => ({ supplier: { name: d } }),
    EXPIRY: (d) => ({ expiryDate: { sort: d, nulls: 'last' } }),
    STATUS: (d) => ({ status: d }),
  },
  ...tenantTableRows('contract', contractFilter, { id: 'desc' }),
});

builder.queryFields((t) => ({
  contract: tenantRecord(t, 'Contract', 'contract.view'),
}));
