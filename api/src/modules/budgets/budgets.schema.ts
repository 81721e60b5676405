import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../builder.ts';
import { NotFoundError } from '../../errors.ts';
import { masterMutations } from '../common/master-mutations.ts';
import { BUDGET_MESSAGES } from './budget-input.ts';
import {
  createBudget,
  deleteBudget,
  getBudget,
  listBudgets,
  updateBudget,
  type BudgetView,
} from './budgets.service.ts';

export const BudgetNode = builder.node(builder.objectRef<BudgetView>('Budget'), {
  description:
    "A cost center's budget for a year. available = amount - committed - actual (negative: over budget). " +
    'Committed: offers finance approved, not yet invoiced (fully approved), split by their recipients; ' +
    "actual: fully approved invoices (net), an order's by its offer's shares, any other by its lines' cost centers; " +
    'credit notes reduce it. Every split by largest remainder, to the cent.',
  authScopes: { can: 'budget.view' },
  id: { resolve: (b) => b.id },
  loadOne: async (id, ctx) => {
    try {
      return await getBudget(ctx, Number(id));
    } catch (error) {
      if (error instanceof NotFoundError) return null;
      throw error;
    }
  },
  fields: (t) => ({
    rowId: t.exposeInt('id', { description: 'The numeric id /api/budgets.php uses.' }),
    costCenterId: t.id({
      description: 'The CostCenter global id.',
      resolve: (b) => encodeGlobalID('CostCenter', String(b.costCenterId)),
    }),
    costCenterRowId: t.exposeInt('costCenterId'),
    costCenterCode: t.exposeString('costCenterCode'),
    costCenterDescription: t.exposeString('costCenterDescription'),
    year: t.exposeInt('year'),
    amount: t.field({ type: 'Decimal', resolve: (b) => b.amount }),
    committed: t.field({ type: 'Decimal', resolve: (b) => b.committed }),
    actual: t.field({ type: 'Decimal', resolve: (b) => b.actual }),
    available: t.field({ type: 'Decimal', resolve: (b) => b.available }),
  }),
});

builder.queryField('budgets', (t) =>
  t.field({
    type: [BudgetNode],
    description: 'Every budget of a year, by cost center code, with its committed, actual and available figures.',
    authScopes: { can: 'budget.view' },
    args: { year: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => listBudgets(ctx, args.year),
  }),
);

const CreateBudgetInput = builder.inputType('CreateBudgetInput', {
  fields: (t) => ({
    costCenterId: t.id({ required: true, description: 'The CostCenter (global or numeric id).' }),
    year: t.int({ required: true }),
    amount: t.field({ type: 'Decimal', required: true }),
  }),
});

const UpdateBudgetInput = builder.inputType('UpdateBudgetInput', {
  fields: (t) => ({
    id: t.globalID({ required: true, for: BudgetNode }),
    costCenterId: t.id({ required: true, description: 'The CostCenter (global or numeric id).' }),
    year: t.int({ required: true }),
    amount: t.field({ type: 'Decimal', required: true }),
  }),
});

type BudgetInputArgs = { costCenterId: string | number; year: number; amount: unknown };
const input = (args: BudgetInputArgs) => ({ costCenterId: args.costCenterId, year: args.year, amount: args.amount });

masterMutations({
  name: 'Budget',
  node: BudgetNode,
  manage: 'budget.manage',
  createInput: CreateBudgetInput,
  updateInput: UpdateBudgetInput,
  describe: {
    create: `Finance and admin: one budget per cost center and year ('${BUDGET_MESSAGES.taken}' otherwise).`,
    update: 'Changes the cost center, year or amount; audited.',
    delete: 'Deletes the budget; the documents behind its figures stay.',
  },
  create: (ctx, args) => createBudget(ctx, input(args)),
  update: (ctx, id, args) => updateBudget(ctx, id, input(args)),
  remove: (ctx, id) => deleteBudget(ctx, id),
});
