import type { OrderStatus } from '../../generated/prisma/enums.ts';

/** Order lifecycle (spec heading 4): pending -> sent -> received by people; received -> completed by the invoice. */
export const ORDER_STATUSES = ['pending', 'sent', 'received', 'completed'] as const;

export const ORDER_MESSAGES = {
  notFound: 'Order not found',
  offerRequired: 'Please select an offer',
  offerNotFound: 'Selected offer not found',
  deliveryRequired: 'Please enter an estimated delivery date',
  deliveryPast: 'The estimated delivery date cannot be before today',
  numberRequired: 'Please enter an order number',
  offerNotApproved: 'Only approved offers can become orders',
  offerHasOrder: 'An order already exists for this offer',
  autoComplete: 'Order will be completed automatically when the invoice is fully approved',
  alreadyCompleted: 'Order is already completed',
  actualFuture: 'The actual delivery date cannot be in the future',
  actualBeforeOrder: 'The actual delivery date cannot be before the order date',
  actualOnlyOnReceive: 'The actual delivery date is given only when the order is marked as received',
  changed: 'The order was changed by someone else meanwhile: refresh and try again',
  numberTaken: (number: string) => `Order number ${number} already exists: choose another one`,
} as const;

/** The status the advance action moves to, or null when people cannot advance it any further. */
export function nextOrderStatus(status: OrderStatus): OrderStatus | null {
  if (status === 'pending') return 'sent';
  if (status === 'sent') return 'received';
  return null;
}

/** ORD-{year}-{100..999} (spec heading 9). */
export function orderNumberOf(year: number, n: number): string {
  return `ORD-${year}-${n}`;
}
