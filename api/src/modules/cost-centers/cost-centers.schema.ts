import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../builder.ts';
import { tenantNode } from '../common/tenant-node.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { listSort } from '../../shared/sort.ts';
import type { CostCenter } from '../../generated/prisma/client.ts';
import { commonErrors } from '../common/errors.schema.ts';
import {
  archiveCostCenter,
  countCostCenters,
  createCostCenter,
  deleteCostCenter,
  listCostCenters,
  updateCostCenter,
} from './cost-centers.service.ts';
import { fullName, personNameSelect } from '../../shared/names.ts';

export const CostCenterNode = builder.prismaNode('CostCenter', {
  ...tenantNode('costCenter.view'),
  description: 'A cost center that offer recipients charge their share to.',
  fields: (t) => ({
    rowId: t.exposeInt('id', { description: 'The numeric id the legacy REST calls use.' }),
    code: t.exposeString('code'),
    description: t.exposeString('description'),
    createdBy: t.relation('createdBy', { nullable: true, description: 'Null for rows without a recorded creator.' }),
    createdByName: t.string({
      nullable: true,
      description: "The creator's full name; the screen shows 'Unknown' when null.",
      select: { createdBy: personNameSelect },
      resolve: (c) => fullName(c.createdBy),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    archived: t.boolean({
      description: 'Archived cost centers are hidden from lists and pickers; old recipients still show them.',
      resolve: (c) => c.archivedAt !== null,
    }),
  }),
});

const CreateCostCenterInput = builder.inputType('CreateCostCenterInput', {
  fields: (t) => ({
    code: t.string({ required: true, description: 'Unique per tenant; stored upper-case.' }),
    description: t.string({ required: true }),
  }),
});

const UpdateCostCenterInput = builder.inputType('UpdateCostCenterInput', {
  fields: (t) => ({
    id: t.globalID({ required: true, for: CostCenterNode }),
    code: t.string({ required: true }),
    description: t.string({ required: true }),
  }),
});

const DeleteCostCenterInput = builder.inputType('DeleteCostCenterInput', {
  fields: (t) => ({ id: t.globalID({ required: true, for: CostCenterNode }) }),
});

const ArchiveCostCenterInput = builder.inputType('ArchiveCostCenterInput', {
  fields: (t) => ({
    id: t.globalID({ required: true, for: CostCenterNode }),
    archived: t.boolean({ required: true }),
  }),
});

const CostCenterPayload = builder.objectRef<{ costCenter: CostCenter }>('CostCenterPayload').implement({
  fields: (t) => ({ costCenter: t.field({ type: CostCenterNode, resolve: (p) => p.costCenter }) }),
});

const DeleteCostCenterPayload = builder.objectRef<{ deletedId: string }>('DeleteCostCenterPayload').implement({
  fields: (t) => ({ deletedId: t.exposeID('deletedId') }),
});

const costCenterSort = listSort<Prisma.CostCenterOrderByWithRelationInput>('CostCenter', {
  CODE: (d) => ({ code: d }),
  DESCRIPTION: (d) => ({ description: d }),
  CREATED_AT: (d) => ({ createdAt: d }),
});

builder.queryFields((t) => ({
  costCenters: t.prismaConnection({
    type: 'CostCenter',
    cursor: 'id',
    description: 'Cost centers by code; search matches code and description.',
    authScopes: { can: 'costCenter.view' },
    args: { search: t.arg.string(), includeArchived: t.arg.boolean(), orderBy: t.arg({ type: costCenterSort.input }) },
    totalCount: (_parent, args, ctx) => countCostCenters(ctx, args),
    resolve: (query, _root, args, ctx) =>
      listCostCenters(ctx, args, { ...query, orderBy: costCenterSort.orderBy(args.orderBy) }),
  }),
}));

builder.mutationFields((t) => ({
  createCostCenter: t.field({
    authScopes: { can: 'costCenter.manage' },
    type: CostCenterPayload,
    description: 'Finance and admin; records who created it and when.',
    errors: { types: commonErrors },
    args: { input: t.arg({ type: CreateCostCenterInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ costCenter: await createCostCenter(ctx, input) }),
  }),
  updateCostCenter: t.field({
    authScopes: { can: 'costCenter.manage' },
    type: CostCenterPayload,
    errors: { types: commonErrors },
    args: { input: t.arg({ type: UpdateCostCenterInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      costCenter: await updateCostCenter(ctx, Number(input.id.id), input),
    }),
  }),
  deleteCostCenter: t.field({
    authScopes: { can: 'costCenter.manage' },
    type: DeleteCostCenterPayload,
    description: 'Refused while an offer recipient uses the cost center (archive it instead).',
    errors: { types: commonErrors },
    args: { input: t.arg({ type: DeleteCostCenterInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await deleteCostCenter(ctx, Number(input.id.id));
      return { deletedId: encodeGlobalID('CostCenter', input.id.id) };
    },
  }),
  archiveCostCenter: t.field({
    authScopes: { can: 'costCenter.manage' },
    type: CostCenterPayload,
    errors: { types: commonErrors },
    args: { input: t.arg({ type: ArchiveCostCenterInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      costCenter: await archiveCostCenter(ctx, Number(input.id.id), input.archived),
    }),
  }),
}));
