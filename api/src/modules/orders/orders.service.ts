import { randomInt } from 'node:crypto';
import { assertAllowed, tenantFilter, type Viewer, type Context } from '../../context.ts';
import { inTenantTx } from '../../db/tenant-scope.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import { filteredList, rowById, type LegacyPage } from '../../shared/reads.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { OrderStatus } from '../../generated/prisma/enums.ts';
import { parseDate } from '../../shared/scalars.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { searchAny } from '../common/master-data.ts';
import { isUniqueOn } from '../../shared/db-errors.ts';
import { isoDay, today } from '../../shared/calendar.ts';
import { ORDER_MESSAGES, nextOrderStatus, orderNumberOf } from './orders.rules.ts';

export interface OrderFilter {
  search?: string | null;
  status?: OrderStatus | null;
}

export function orderWhere(viewer: Viewer, filter: OrderFilter): Prisma.OrderWhereInput {
  // NUL cannot be stored in PostgreSQL text: a search for it finds nothing rather than failing.
  const term = filter.search?.replaceAll('\u0000', '').trim().slice(0, 100);
  return {
    ...tenantFilter(viewer),
    ...(filter.status ? { status: filter.status } : {}),
    ...(term
      ? { OR: [searchAny(['orderNumber'], term), { supplier: searchAny(['name', 'businessName'], term) }] }
      : {}),
  };
}

/** A free ORD-{year}-{100..999} for the creation form; the user may change it. */
export async function suggestOrderNumber(ctx: Context): Promise<string> {
  const viewer = assertAllowed(ctx, 'order.create');
  const year = today().getUTCFullYear();
  const taken = await ctx.db.order.findMany({
    where: { ...tenantFilter(viewer), orderNumber: { startsWith: `ORD-${year}-` } },
    select: { orderNumber: true },
  });
  const used = new Set(taken.map((o) => o.orderNumber));
  const free = [];
  for (let n = 100; n <= 999; n += 1) if (!used.has(orderNumberOf(year, n))) free.push(n);
  // All 900 used this year: still a suggestion in the format; the unique key refuses a clash clearly.
  return orderNumberOf(year, free.length ? free[randomInt(free.length)]! : randomInt(100, 1000));
}

export interface CreateOrderInput {
  offerId: number | null;
  orderNumber: unknown;
  estimatedDeliveryDate: unknown;
}

/**
 * An order from an approved offer without one. Supplier and total come from the offer, never from
 * the client. One order per offer and unique numbers per tenant are the database's unique keys, so
 * racing requests end with one order and a clear conflict for the others.
 */
export async function createOrder(ctx: Context, input: CreateOrderInput): Promise<{ id: number }> {
  const viewer = assertAllowed(ctx, 'order.create');
  if (!input.offerId) throw new ValidationError(ORDER_MESSAGES.offerRequired, 'offerId');
  const orderNumber = typeof input.orderNumber === 'string' ? input.orderNumber.replaceAll('\u0000', '').trim() : '';
  if (!orderNumber) throw new ValidationError(ORDER_MESSAGES.numberRequired, 'orderNumber');
  if (orderNumber.length > 50)
    throw new ValidationError('The order number can be at most 50 characters long', 'orderNumber');
  const rawDate = input.estimatedDeliveryDate;
  if (rawDate === undefined || rawDate === null || rawDate === '') {
    throw new ValidationError(ORDER_MESSAGES.deliveryRequired, 'estimatedDeliveryDate');
  }
  const delivery = parseDate(rawDate, 'estimatedDeliveryDate');
  const day = today();
  if (delivery < day) throw new ValidationError(ORDER_MESSAGES.deliveryPast, 'estimatedDeliveryDate');
  const offerId = input.offerId;
  try {
    return await inTenantTx(ctx.app.database.prisma, viewer.tenantId, async (tx) => {
      const offer = await tx.offer.findFirst({
        where: { id: offerId, ...tenantFilter(viewer) },
        select: { status: true, supplierId: true, totalAmount: true, order: { select: { id: true } } },
      });
      if (!offer) throw new NotFoundError(ORDER_MESSAGES.offerNotFound);
      if (offer.status !== 'approved') throw new ConflictError(ORDER_MESSAGES.offerNotApproved, 'offerId');
      if (offer.order) throw new ConflictError(ORDER_MESSAGES.offerHasOrder, 'offerId');
      const order = await tx.order.create({
        data: {
          tenantId: viewer.tenantId,
          offerId,
          orderNumber,
          date: day,
          supplierId: offer.supplierId,
          totalAmount: offer.totalAmount,
          estimatedDeliveryDate: delivery,
          createdById: viewer.userId,
        },
      });
      await recordAudit(tx, ctx, {
        entityType: 'Order',
        entityId: order.id,
        action: 'create',
        changes: { status: [null, 'pending'], orderNumber, offerId, totalAmount: offer.totalAmount.toFixed(2) },
      });
      return { id: order.id };
    });
  } catch (error) {
    if (isUniqueOn(error, 'orderNumber'))
      throw new ConflictError(ORDER_MESSAGES.numberTaken(orderNumber), 'orderNumber');
    if (isUniqueOn(error, 'offerId')) throw new ConflictError(ORDER_MESSAGES.offerHasOrder, 'offerId');
    throw error;
  }
}

/**
 * pending -> sent -> received. `requested` (the legacy PUT's status) must be that next step;
 * completed is reserved to the invoice workflow (order-events.ts). Receiving records the actual
 * delivery date: the one given (not in the future, not before the order date) or today.
 */
export async function advanceOrder(
  ctx: Context,
  id: number,
  requested?: string | null,
  actualDeliveryDate?: unknown,
): Promise<{ id: number; status: OrderStatus }> {
  const viewer = assertAllowed(ctx, 'order.advance');
  const absent = actualDeliveryDate === undefined || actualDeliveryDate === null || actualDeliveryDate === '';
  const delivered = absent ? null : parseDate(actualDeliveryDate, 'actualDeliveryDate');
  const day = today();
  if (delivered && delivered > day) throw new ValidationError(ORDER_MESSAGES.actualFuture, 'actualDeliveryDate');
  return inTenantTx(ctx.app.database.prisma, viewer.tenantId, async (tx) => {
    const order = await tx.order.findFirst({
      where: { id, ...tenantFilter(viewer) },
      select: { status: true, version: true, date: true },
    });
    if (!order) throw new NotFoundError(ORDER_MESSAGES.notFound);
    if (order.status === 'completed') throw new ConflictError(ORDER_MESSAGES.alreadyCompleted);
    const next = nextOrderStatus(order.status);
    if (!next || requested === 'completed') throw new ConflictError(ORDER_MESSAGES.autoComplete);
    if (requested && requested !== next) {
      throw new ValidationError(`The order is ${order.status}: it can only move to ${next}`, 'status');
    }
    if (delivered && next !== 'received')
      throw new ValidationError(ORDER_MESSAGES.actualOnlyOnReceive, 'actualDeliveryDate');
    if (delivered && delivered < order.date)
      throw new ValidationError(ORDER_MESSAGES.actualBeforeOrder, 'actualDeliveryDate');
    const actual = next === 'received' ? (delivered ?? day) : null;
    const updated = await tx.order.updateMany({
      where: { id, tenantId: viewer.tenantId, status: order.status, version: order.version },
      data: { status: next, version: { increment: 1 }, ...(actual ? { actualDeliveryDate: actual } : {}) },
    });
    if (updated.count === 0) throw new ConflictError(ORDER_MESSAGES.changed);
    await recordAudit(tx, ctx, {
      entityType: 'Order',
      entityId: id,
      action: `status:${next}`,
      changes: {
        status: [order.status, next],
        ...(actual ? { actualDeliveryDate: [null, isoDay(actual)] } : {}),
      },
    });
    return { id, status: next };
  });
}

export const orderInclude = {
  supplier: { select: { name: true } },
  invoice: { select: { id: true } },
  offer: {
    select: {
      title: true,
      lines: { orderBy: { position: 'asc' }, include: { product: { select: { name: true, description: true } } } },
      documents: { orderBy: { id: 'asc' } },
    },
  },
} satisfies Prisma.OrderInclude;

export const getOrder = rowById('order.view', ORDER_MESSAGES.notFound, (ctx, where) =>
  ctx.db.order.findFirst({ where, include: orderInclude }),
);

export const listOrders = filteredList('order.view', orderWhere, (ctx, where, page?: LegacyPage) =>
  ctx.db.order.findMany({ where, include: orderInclude, orderBy: { id: 'desc' }, ...page }),
);
