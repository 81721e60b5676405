import type { Context, Viewer } from '../../context.ts';
import type { TxClient } from '../../db/tenant-scope.ts';
import { ValidationError } from '../../errors.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { Decimal } from '../../shared/scalars.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { costCenterFigures } from './budget-figures.ts';
import { splitByShares } from './share-split.ts';
import { euro } from '../../shared/euro.ts';

/** One cost center an offer charges: its part and what it does to the year's budget. */
export interface BudgetImpact {
  costCenterId: number;
  costCenterCode: string;
  costCenterDescription: string;
  year: number;
  /** The offer's part, by largest remainder over its recipients' shares. */
  amount: Decimal;
  /** Null when the cost center has no budget for the year (nothing to exceed). */
  budget: Decimal | null;
  availableBefore: Decimal | null;
  availableAfter: Decimal | null;
  /** The approval takes the cost center beyond its budget (after < 0 and the offer adds to it). */
  exceeds: boolean;
}

export const BUDGET_OVERRIDE_FIELD = 'budgetOverrideReason';

/** The refusal of an approval beyond budget without a reason (Italian, as the finance screens). */
export function overBudgetMessage(over: BudgetImpact[]): string {
  const list = over
    .map((i) => `${i.costCenterCode} (disponibile ${euro(i.availableBefore!)}, quota dell'offerta ${euro(i.amount)})`)
    .join(', ');
  return `L'approvazione supera il budget ${over.length === 1 ? 'del centro di costo' : 'dei centri di costo'} ${list}: per approvare comunque indica il motivo del superamento.`;
}

/**
 * What approving an offer does to the budgets of its recipients' cost centers (the offer's year).
 * An offer finance has already approved is inside `committed`: its "before" adds its own part back.
 * `lock` takes the budget rows FOR UPDATE first, so two approvals charging the same budget queue and
 * the second sees the first's euros. Constant statements: offer, budgets (locked), figures.
 */
export async function offerBudgetImpact(
  tx: TxClient,
  tenantId: number,
  offerId: number,
  lock = false,
): Promise<BudgetImpact[]> {
  const offer = await tx.offer.findFirst({
    where: { id: offerId, tenantId },
    select: {
      totalAmount: true,
      date: true,
      status: true,
      recipients: {
        orderBy: { id: 'asc' },
        select: { costCenterId: true, amountShare: true, costCenter: { select: { code: true, description: true } } },
      },
    },
  });
  if (!offer || offer.recipients.length === 0) return [];
  const year = offer.date.getUTCFullYear();
  const parts = splitByShares(
    offer.totalAmount,
    offer.recipients.map((r) => r.amountShare),
  );
  const byCenter = new Map<number, { amount: Decimal; code: string; description: string }>();
  offer.recipients.forEach((r, i) => {
    const seen = byCenter.get(r.costCenterId);
    byCenter.set(r.costCenterId, {
      amount: (seen?.amount ?? new Decimal(0)).plus(parts[i]!),
      code: r.costCenter.code,
      description: r.costCenter.description,
    });
  });
  const ids = [...byCenter.keys()];
  // One statement reads the budgets and, for an approval, locks them (in id order: no deadlock).
  const budgets = await tx.$queryRaw<{ costCenterId: number; amount: string }[]>`
    SELECT "costCenterId", amount::text AS amount FROM "Budget"
     WHERE "tenantId" = ${tenantId} AND year = ${year} AND "costCenterId" = ANY(${ids}::int[])
     ORDER BY id ${lock ? Prisma.sql`FOR UPDATE` : Prisma.empty}`;
  const amounts = new Map(budgets.map((b) => [b.costCenterId, new Decimal(b.amount)]));
  const figures = budgets.length > 0 ? await costCenterFigures(tx, tenantId, year, ids) : new Map();
  const counted = offer.status === 'approved' || offer.status === 'approved_finance';
  return [...byCenter.entries()]
    .sort((a, b) => a[1].code.localeCompare(b[1].code))
    .map(([costCenterId, part]) => {
      const budget = amounts.get(costCenterId) ?? null;
      const center = {
        costCenterId,
        costCenterCode: part.code,
        costCenterDescription: part.description,
        year,
        amount: part.amount,
        budget,
      };
      if (budget === null) return { ...center, availableBefore: null, availableAfter: null, exceeds: false };
      const f = figures.get(costCenterId);
      const used = new Decimal(f?.committed ?? 0).plus(f?.actual ?? 0);
      const available = budget.minus(used);
      const before = counted ? available.plus(part.amount) : available;
      const after = before.minus(part.amount);
      return {
        ...center,
        availableBefore: before,
        availableAfter: after,
        exceeds: after.isNegative() && part.amount.isPositive(),
      };
    });
}

/**
 * The finance step of an offer: refused when it takes a cost center beyond its budget, unless the
 * approver gives a reason, which the audit keeps ('budget_override' on the offer, the reason and the
 * figures in changes) in the approval's own transaction.
 */
export async function requireBudgetCoverage(
  tx: TxClient,
  ctx: Context,
  viewer: Viewer,
  offerId: number,
  overrideReason: unknown,
): Promise<void> {
  const impact = await offerBudgetImpact(tx, viewer.tenantId, offerId, true);
  const over = impact.filter((i) => i.exceeds);
  if (over.length === 0) return;
  const reason = typeof overrideReason === 'string' ? overrideReason.trim() : '';
  if (!reason) throw new ValidationError(overBudgetMessage(over), BUDGET_OVERRIDE_FIELD);
  if (reason.length > 1000)
    throw new ValidationError(`${BUDGET_OVERRIDE_FIELD}: massimo 1000 caratteri`, BUDGET_OVERRIDE_FIELD);
  await recordAudit(tx, ctx, {
    entityType: 'Offer',
    entityId: offerId,
    action: 'budget_override',
    changes: {
      reason,
      costCenters: over.map((i) => ({
        code: i.costCenterCode,
        year: i.year,
        budget: i.budget!.toFixed(2),
        availableBefore: i.availableBefore!.toFixed(2),
        availableAfter: i.availableAfter!.toFixed(2),
      })),
    },
  });
}
