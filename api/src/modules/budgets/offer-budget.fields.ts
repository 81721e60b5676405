import { builder } from '../../builder.ts';
import { requireViewer, tenantFilter } from '../../context.ts';
import { NotFoundError } from '../../errors.ts';
import { OFFER_MESSAGES } from '../offers/offers.rules.ts';
import { parseId } from '../../shared/ids.ts';
import { inTenantTx } from '../../db/tenant-scope.ts';
import { offerBudgetImpact, type BudgetImpact } from './budget-impact.ts';

const BudgetImpactRef = builder.objectRef<BudgetImpact>('OfferBudgetImpact').implement({
  description: "What approving an offer does to one cost center's budget for the offer's year.",
  fields: (t) => ({
    costCenterCode: t.exposeString('costCenterCode'),
    costCenterDescription: t.exposeString('costCenterDescription'),
    year: t.exposeInt('year'),
    amount: t.field({
      type: 'Decimal',
      description: "The offer's part (largest remainder).",
      resolve: (i) => i.amount,
    }),
    budget: t.field({
      type: 'Decimal',
      nullable: true,
      description: 'Null: no budget for this cost center and year.',
      resolve: (i) => i.budget,
    }),
    availableBefore: t.field({ type: 'Decimal', nullable: true, resolve: (i) => i.availableBefore }),
    availableAfter: t.field({ type: 'Decimal', nullable: true, resolve: (i) => i.availableAfter }),
    exceeds: t.exposeBoolean('exceeds', {
      description:
        'Approving takes the cost center beyond its budget: the finance approval needs budgetOverrideReason.',
    }),
  }),
});

const OfferBudgetRef = builder.objectRef<{ impact: BudgetImpact[] }>('OfferBudget').implement({
  description: "What approving an offer does to the budgets of its recipients' cost centers (the offer's year).",
  fields: (t) => ({
    impact: t.field({
      type: [BudgetImpactRef],
      description: "Per cost center, by code: the offer's part, the budget, available before and after approval.",
      resolve: (b) => b.impact,
    }),
    needsOverride: t.boolean({
      description: 'Some cost center goes beyond its budget: the finance approval needs budgetOverrideReason.',
      resolve: (b) => b.impact.some((i) => i.exceeds),
    }),
  }),
});

// A root field, not Offer.budgetImpact: an offer list selecting it would cost statements per offer.
builder.queryField('offerBudget', (t) =>
  t.field({
    type: OfferBudgetRef,
    description: "The budget impact of approving an offer (the finance approval dialog's figures).",
    authScopes: { can: 'budget.view' },
    args: { offerId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = requireViewer(ctx);
      const offerId = parseId(args.offerId, 'Offer', 'offerId');
      return inTenantTx(ctx.app.database.prisma, viewer.tenantId, async (tx) => {
        const offer = await tx.offer.findFirst({
          where: { id: offerId, ...tenantFilter(viewer) },
          select: { id: true },
        });
        if (!offer) throw new NotFoundError(OFFER_MESSAGES.notFound);
        return { impact: await offerBudgetImpact(tx, viewer.tenantId, offerId) };
      });
    },
  }),
);
