import { assertAllowed, type Context } from '../../context.ts';
import { inTenantTx, type TxClient } from '../../db/tenant-scope.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import { Decimal } from '../../shared/scalars.ts';
import { diffFields, recordAudit } from '../audit/audit.service.ts';
import { withUniqueMessage } from '../common/master-data.ts';
import { costCenterFigures } from './budget-figures.ts';
import { BUDGET_MESSAGES, parseBudget, parseYear, type BudgetData, type BudgetInput } from './budget-input.ts';

/** A budget with its figures, as the screen, GraphQL and /api/budgets.php show it. */
export interface BudgetView {
  id: number;
  costCenterId: number;
  costCenterCode: string;
  costCenterDescription: string;
  year: number;
  amount: Decimal;
  committed: Decimal;
  actual: Decimal;
  /** amount - committed - actual: negative when the cost center is over its budget. */
  available: Decimal;
}

const withCostCenter = { costCenter: { select: { code: true, description: true } } } as const;

/** The budgets of a set of rows with their figures: one statement for the rows, one for the figures. */
async function viewsOf(tx: TxClient, tenantId: number, year: number, where: { id?: number }): Promise<BudgetView[]> {
  const budgets = await tx.budget.findMany({
    where: { tenantId, year, ...where },
    include: withCostCenter,
    orderBy: [{ costCenter: { code: 'asc' } }, { id: 'asc' }],
  });
  if (budgets.length === 0) return [];
  const figures = await costCenterFigures(
    tx,
    tenantId,
    year,
    where.id === undefined ? null : budgets.map((b) => b.costCenterId),
  );
  const zero = new Decimal(0);
  return budgets.map((b) => {
    const f = figures.get(b.costCenterId);
    const committed = f ? new Decimal(f.committed) : zero;
    const actual = f ? new Decimal(f.actual) : zero;
    return {
      id: b.id,
      costCenterId: b.costCenterId,
      costCenterCode: b.costCenter.code,
      costCenterDescription: b.costCenter.description,
      year: b.year,
      amount: b.amount,
      committed,
      actual,
      available: b.amount.minus(committed).minus(actual),
    };
  });
}

/** Every budget of a year, by cost center code, with committed, actual and available. */
export async function listBudgets(ctx: Context, year: unknown): Promise<BudgetView[]> {
  const viewer = assertAllowed(ctx, 'budget.view');
  const y = parseYear(year);
  return inTenantTx(ctx.app.database.prisma, viewer.tenantId, (tx) => viewsOf(tx, viewer.tenantId, y, {}));
}

/** One budget with its figures. */
export async function getBudget(ctx: Context, id: number): Promise<BudgetView> {
  const viewer = assertAllowed(ctx, 'budget.view');
  return inTenantTx(ctx.app.database.prisma, viewer.tenantId, async (tx) => {
    const row = await tx.budget.findFirst({ where: { id, tenantId: viewer.tenantId }, select: { year: true } });
    if (!row) throw new NotFoundError(BUDGET_MESSAGES.notFound);
    const [view] = await viewsOf(tx, viewer.tenantId, row.year, { id });
    return view!;
  });
}

async function requireActiveCostCenter(tx: TxClient, tenantId: number, id: number) {
  const center = await tx.costCenter.findFirst({ where: { id, tenantId, archivedAt: null }, select: { id: true } });
  if (!center) throw new ValidationError(BUDGET_MESSAGES.costCenterNotFound, 'costCenterId');
}

const audited = (data: Partial<BudgetData>) => ({
  ...data,
  ...(data.amount ? { amount: data.amount.toFixed(2) } : {}),
});

/** Finance and admin: one budget per cost center and year, audited. */
export async function createBudget(ctx: Context, input: BudgetInput): Promise<BudgetView> {
  const viewer = assertAllowed(ctx, 'budget.manage');
  const data = parseBudget(input);
  return withUniqueMessage(
    () =>
      inTenantTx(ctx.app.database.prisma, viewer.tenantId, async (tx) => {
        await requireActiveCostCenter(tx, viewer.tenantId, data.costCenterId);
        const row = await tx.budget.create({
          data: { ...data, tenantId: viewer.tenantId, createdById: viewer.userId },
        });
        await recordAudit(tx, ctx, {
          entityType: 'Budget',
          entityId: row.id,
          action: 'create',
          changes: audited(data),
        });
        const [view] = await viewsOf(tx, viewer.tenantId, row.year, { id: row.id });
        return view!;
      }),
    BUDGET_MESSAGES.taken,
    'year',
  );
}

/** Changes a budget's cost center, year or amount; the row is locked so two editors serialise. */
export async function updateBudget(ctx: Context, id: number, input: BudgetInput): Promise<BudgetView> {
  const viewer = assertAllowed(ctx, 'budget.manage');
  const data = parseBudget(input);
  return withUniqueMessage(
    () =>
      inTenantTx(ctx.app.database.prisma, viewer.tenantId, async (tx) => {
        const locked = await tx.$queryRaw<{ id: number }[]>`
          SELECT id FROM "Budget" WHERE id = ${id} AND "tenantId" = ${viewer.tenantId} FOR UPDATE`;
        if (locked.length === 0) throw new NotFoundError(BUDGET_MESSAGES.notFound);
        const before = await tx.budget.findUniqueOrThrow({ where: { id } });
        if (before.costCenterId !== data.costCenterId)
          await requireActiveCostCenter(tx, viewer.tenantId, data.costCenterId);
        await tx.budget.update({ where: { id }, data });
        const changes = diffFields(audited(before), audited(data));
        await recordAudit(tx, ctx, { entityType: 'Budget', entityId: id, action: 'update', changes: changes as never });
        const [view] = await viewsOf(tx, viewer.tenantId, data.year, { id });
        return view!;
      }),
    BUDGET_MESSAGES.taken,
    'year',
  );
}

/** Deletes a budget (the documents behind its figures stay: they belong to the cost center). */
export async function deleteBudget(ctx: Context, id: number): Promise<void> {
  const viewer = assertAllowed(ctx, 'budget.manage');
  await inTenantTx(ctx.app.database.prisma, viewer.tenantId, async (tx) => {
    const row = await tx.budget.findFirst({ where: { id, tenantId: viewer.tenantId } });
    if (!row) throw new NotFoundError(BUDGET_MESSAGES.notFound);
    await tx.budget.delete({ where: { id } });
    await recordAudit(tx, ctx, {
      entityType: 'Budget',
      entityId: id,
      action: 'delete',
      changes: { costCenterId: row.costCenterId, year: row.year, amount: row.amount.toFixed(2) },
    });
  });
}
