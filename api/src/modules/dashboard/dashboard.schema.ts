import { queryFromInfo } from '@pothos/plugin-prisma';
import type { GraphQLResolveInfo } from 'graphql';
import { builder } from '../../builder.ts';
import { selectedFieldNames } from '../../shared/selected-fields.ts';
import { InvoiceNode } from '../invoices/invoices.schema.ts';
import { OfferNode } from '../offers/offers.schema.ts';
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

/**
 * The newest rows of a tenant table for a recent list: the rows the dashboard statement already read
 * (when db/json-page.ts can spell this request's selection), else a findMany of their own.
 */
const recentRows =
  (table: 'offer' | 'invoice', typeName: 'Offer' | 'Invoice') =>
  async (dashboard: DashboardCounts, _args: object, ctx: Context, info: GraphQLResolveInfo): Promise<never[]> => {
    const read = table === 'offer' ? dashboard.recentOffers : dashboard.recentInvoices;
    if (read) return read as never[];
    const query = (await queryFromInfo({ context: ctx, info, typeName, awaitSelections: true })) as object;
    return (ctx.db[table] as unknown as { findMany(args: object): Promise<never[]> }).findMany({
      ...query,
      where: tenantFilter(requireViewer(ctx)),
      orderBy: { id: 'desc' },
      take: RECENT_ITEMS,
    });
  };

/** The Prisma selection of a recent list, planned from the request, when the request asks for it. */
async function recentQuery(ctx: Context, info: GraphQLResolveInfo, field: string, typeName: 'Offer' | 'Invoice') {
  if (!selectedFieldNames(info).has(field)) return undefined;
  return (await queryFromInfo({ context: ctx, info, typeName, path: [field], awaitSelections: true })) as object;
}

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
    recentOffers: t.field({
      type: [OfferNode],
      description: `The ${RECENT_ITEMS} most recent offers.`,
      resolve: recentRows('offer', 'Offer'),
    }),
    recentInvoices: t.field({
      type: [InvoiceNode],
      description: `The ${RECENT_ITEMS} most recent invoices.`,
      authScopes: { can: 'invoice.view' },
      resolve: recentRows('invoice', 'Invoice'),
    }),
  }),
});

builder.queryFields((t) => ({
  dashboard: t.field({
    type: DashboardRef,
    description: 'Dashboard cards and recent lists of your tenant (see docs/api.md for a reporting example).',
    authScopes: { can: 'dashboard.view' },
    // The recent lists' selections are planned here so that the counts and both lists are one
    // statement (issue 15, the dashboard's statement budget).
    resolve: async (_root, _args, ctx, info) =>
      dashboardCounts(ctx, {
        offers: await recentQuery(ctx, info, 'recentOffers', 'Offer'),
        invoices: await recentQuery(ctx, info, 'recentInvoices', 'Invoice'),
      }),
  }),
}));
