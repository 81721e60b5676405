import { Tag, type Intent } from '@blueprintjs/core';
import { ORDER_STATUS_LABELS } from './texts.ts';

type OrderStatus = keyof typeof ORDER_STATUS_LABELS;
const INTENT: Record<OrderStatus, Intent> = {
  pending: 'warning',
  sent: 'primary',
  received: 'primary',
  completed: 'success',
};

export function OrderStatusTag({ status }: { status: string }) {
  const known = status in ORDER_STATUS_LABELS ? (status as OrderStatus) : null;
  return (
    <Tag minimal round intent={known ? INTENT[known] : 'none'}>
      {known ? ORDER_STATUS_LABELS[known] : status}
    </Tag>
  );
}
