import { builder } from '../../builder.ts';
import { tenantNode } from '../common/tenant-node.ts';
import { listQuery } from '../../shared/list-connection.ts';
import { masterMutations } from '../common/master-mutations.ts';
import { costCenterRows, costCenterWrites } from './cost-centers.service.ts';
import { fullName, personNameSelect } from '../../shared/names.ts';

export const CostCenterNode = builder.prismaNode('CostCenter', {
  ...tenantNode('costCenter.view'),
  description: 'A cost center that offer recipients charge their share to.',
  // Select mode, as Product: under an offer's recipients only the columns the query's fields name.
  select: { id: true },
  fields: (t) => ({
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
      select: { archivedAt: true },
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

listQuery('costCenters', {
  type: 'CostCenter',
  description: 'Cost centers by code; search matches code and description.',
  can: 'costCenter.view',
  args: (arg) => ({ search: arg.string(), includeArchived: arg.boolean() }),
  sort: {
    CODE: (d) => ({ code: d }),
    DESCRIPTION: (d) => ({ description: d }),
    CREATED_AT: (d) => ({ createdAt: d }),
  },
  ...costCenterRows,
});

masterMutations({
  name: 'CostCenter',
  node: CostCenterNode,
  manage: 'costCenter.manage',
  createInput: CreateCostCenterInput,
  updateInput: UpdateCostCenterInput,
  describe: {
    create: 'Finance and admin; records who created it and when.',
    delete: 'Refused while an offer recipient uses the cost center (archive it instead).',
  },
  ...costCenterWrites,
});
