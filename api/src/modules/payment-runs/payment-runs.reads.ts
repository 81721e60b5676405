import { assertAllowed, tenantFilter, type Context } from '../../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { PaymentRunStatus } from '../../generated/prisma/enums.ts';
import { tenantRows, LEGACY_LIST_LIMIT, rowById } from '../../shared/reads.ts';
import { RUN_MESSAGES } from './payment-run.rules.ts';

export interface PaymentRunFilter {
  status?: PaymentRunStatus | null;
}

export function runWhere(ctx: Context, filter: PaymentRunFilter): Prisma.PaymentRunWhereInput {
  const viewer = assertAllowed(ctx, 'paymentRun.view');
  return { ...tenantFilter(viewer), ...(filter.status ? { status: filter.status } : {}) };
}

/** The runs of the viewer's tenant, newest first. */
export const paymentRunRows = tenantRows('paymentRun', runWhere, [{ createdAt: 'desc' }, { id: 'desc' }]);

/** The list without the stored files (they are downloaded one at a time); the runs' export reads it too. */
export const paymentRunListSelect = {
  id: true,
  reference: true,
  executionDate: true,
  format: true,
  status: true,
  paymentCount: true,
  totalAmount: true,
  fileName: true,
  createdAt: true,
  confirmedAt: true,
  cancelledAt: true,
} satisfies Prisma.PaymentRunSelect;

export function listPaymentRuns(ctx: Context, filter: PaymentRunFilter = {}) {
  return ctx.db.paymentRun.findMany({
    where: runWhere(ctx, filter),
    select: paymentRunListSelect,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: LEGACY_LIST_LIMIT,
  });
}

export const paymentRunDetailSelect = {
  ...paymentRunListSelect,
  items: {
    orderBy: { position: 'asc' },
    select: {
      position: true,
      endToEndId: true,
      amount: true,
      creditorName: true,
      creditorIban: true,
      remittance: true,
      payment: { select: { id: true, paymentReference: true, status: true } },
    },
  },
} satisfies Prisma.PaymentRunSelect;

/** One run with its payments as the file states them. */
export const getPaymentRun = rowById('paymentRun.view', RUN_MESSAGES.runNotFound, (ctx, where) =>
  ctx.db.paymentRun.findFirst({ where, select: paymentRunDetailSelect }),
);

/** The stored file: the same bytes at every download. */
export const paymentRunFile = rowById('paymentRun.view', RUN_MESSAGES.runNotFound, (ctx, where) =>
  ctx.db.paymentRun.findFirst({ where, select: { fileName: true, fileContent: true } }),
);
