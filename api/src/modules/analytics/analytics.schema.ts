// Spend analytics on GraphQL (issue 18, point 6), for the "Analisi spesa" screen and reporting tools.
import { builder } from '../../builder.ts';
import {
  AGEING_BUCKETS,
  approvalLeadTime,
  payablesAgeing,
  spend,
  type AgeingRow,
  type LeadTimeRow,
  type SpendGroup,
  type SpendRow,
} from './analytics.service.ts';

const SpendGroupByEnum = builder.enumType('SpendGroupBy', {
  values: {
    MONTH: { value: 'month' },
    SUPPLIER: { value: 'supplier' },
    COST_CENTER: { value: 'cost_center' },
    VAT_RATE: { value: 'vat_rate' },
  } as const,
});

const SpendRowRef = builder.objectRef<SpendRow>('SpendRow').implement({
  description: 'One group of spend: fully approved invoices by invoice date, credit notes negative, exact to the cent.',
  fields: (t) => ({
    key: t.exposeString('key', {
      nullable: true,
      description:
        "MONTH 'YYYY-MM'; SUPPLIER and COST_CENTER the database id; VAT_RATE the rate ('22.00'). Null: no cost center, or amounts no line explains.",
    }),
    label: t.exposeString('label'),
    net: t.field({ type: 'Decimal', resolve: (r) => r.net }),
    vat: t.field({ type: 'Decimal', resolve: (r) => r.vat }),
    total: t.field({ type: 'Decimal', resolve: (r) => r.total }),
    count: t.exposeInt('count', { description: 'Invoices in the group.' }),
  }),
});

const AgeingBucketEnum = builder.enumType('AgeingBucket', {
  values: Object.keys(AGEING_BUCKETS) as (keyof typeof AGEING_BUCKETS)[],
});

const AgeingRowRef = builder.objectRef<AgeingRow>('PayablesAgeingBucket').implement({
  fields: (t) => ({
    bucket: t.field({ type: AgeingBucketEnum, resolve: (r) => r.bucket }),
    label: t.exposeString('label'),
    total: t.field({ type: 'Decimal', resolve: (r) => r.total }),
    count: t.exposeInt('count'),
  }),
});

const LeadTimeRef = builder.objectRef<LeadTimeRow>('ApprovalLeadTimeMonth').implement({
  fields: (t) => ({
    month: t.exposeString('month', { description: "'YYYY-MM' of the full approval." }),
    label: t.exposeString('label'),
    offerMedianDays: t.exposeFloat('offerMedianDays', { nullable: true }),
    offerCount: t.exposeInt('offerCount'),
    invoiceMedianDays: t.exposeFloat('invoiceMedianDays', { nullable: true }),
    invoiceCount: t.exposeInt('invoiceCount'),
  }),
});

builder.queryFields((t) => ({
  spend: t.field({
    type: [SpendRowRef],
    description: 'Spend (fully approved invoices by invoice date, credit notes negative) in [from, to], grouped.',
    authScopes: { can: 'analytics.view' },
    args: {
      groupBy: t.arg({ type: SpendGroupByEnum, required: true }),
      from: t.arg({ type: 'Date', required: true }),
      to: t.arg({ type: 'Date', required: true }),
    },
    resolve: (_root, args, ctx) => spend(ctx, args.groupBy as SpendGroup, { from: args.from, to: args.to }),
  }),
  payablesAgeing: t.field({
    type: [AgeingRowRef],
    description: 'Open payments by when they fall due: overdue, 0-30, 31-60, 61-90, over 90 days, no date.',
    authScopes: { can: 'analytics.view' },
    resolve: (_root, _args, ctx) => payablesAgeing(ctx),
  }),
  approvalLeadTime: t.field({
    type: [LeadTimeRef],
    description: 'Median days from creation to full approval of offers and invoices, per month of approval.',
    authScopes: { can: 'analytics.view' },
    args: {
      from: t.arg({ type: 'Date', required: true }),
      to: t.arg({ type: 'Date', required: true }),
    },
    resolve: (_root, args, ctx) => approvalLeadTime(ctx, { from: args.from, to: args.to }),
  }),
}));
