import { builder } from '../../builder.ts';
import { requireViewer, tenantFilter, type Context } from '../../context.ts';
import {
  RECENT_ITEMS,
  dashboardCounts,
  dashboardPayments,
  type CountCard,
  type DashboardCounts,
  type PaymentsCard,
} from './dashboard.service.ts';

const CountCardRef = builder.objectRef<CountCard>('DashboardCount').implement({
  description: 'A dashboard card: how many there are and how many wait.',
  fields: (t) => ({
    total: t.exposeInt('total'),
    pending: t.exposeInt('pending', {
      description:
        'Offers and invoices: awaiting approval (pending, approved_finance, approved_it). Orders: status pending.',
    }),
  }),
});

const PaymentsCardRef = builder.objectRef<PaymentsCard>('DashboardPayments').implement({
  description: 'The payments card (finance and IT director only).',
  fields: (t) => ({
    count: t.exposeInt('count', { description: 'Payments that are not cancelled.' }),
    paidTotal: t.field({
      type: 'Decimal',
      description: 'Sum of the paid payments, euro.',
      resolve: (p) => p.paidTotal,
    }),
  }),
});

/** The newest rows of a tenant table for a recent list, with the client's selection. */
const recentRows =
  (table: 'offer' | 'invoice') =>
  (query: object, _dashboard: unknown, _args: object, ctx: Context): Promise<never[]> =>
    (ctx.db[table] as unknown as { findMany(args: object): Promise<never[]> }).findMany({
      ...query,
      where: tenantFilter(requireViewer(ctx)),
      orderBy: { id: 'desc' },
      take: RECENT_ITEMS,
    });

const DashboardRef = builder.objectRef<DashboardCounts>('Dashboard').implement({
  description:
    "The dashboard of the viewer's tenant: counts computed by the database (a fixed number of statements), " +
    'the payments card, and the most recent offers and invoices. Also meant for reporting tools.',
  fields: (t) => ({
    offers: t.field({ type: CountCardRef, resolve: (d) => d.offers }),
    orders: t.field({ type: CountCardRef, resolve: (d) => d.orders }),
    invoices: t.field({ type: CountCardRef, resolve: (d) => d.invoices }),
    payments: t.field({
      type: PaymentsCardRef,
      nullable: true,
      description: 'Null unless the viewer is finance or IT director (permission dashboard.payments).',
      authScopes: { can: 'dashboard.payments' },
      unauthorizedResolver: () => null,
      resolve: (d, _args, ctx) => dashboardPayments(ctx, d.payments),
    }),
    recentOffers: t.prismaField({
      type: ['Offer'],
      description: `The ${RECENT_ITEMS} most recent offers.`,
      resolve: recentRows('offer'),
    }),
    recentInvoices: t.prismaField({
      type: ['Invoice'],
      description: `The ${RECENT_ITEMS} most recent invoices.`,
      authScopes: { can: 'invoice.view' },
      resolve: recentRows('invoice'),
    }),
  }),
});

builder.queryFields((t) => ({
  dashboard: t.field({
    type: DashboardRef,
    description: 'Dashboard cards and recent lists of your tenant (see docs/api.md for a reporting example).',
    authScopes: { can: 'dashboard.view' },
    resolve: (_root, _args, ctx) => dashboardCounts(ctx),
  }),
}));
