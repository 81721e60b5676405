import type { Intent } from '@blueprintjs/core';
import { StatusTag } from '../../shared/StatusTag.tsx';
import { ORDER_STATUS_LABELS } from './texts.ts';

const INTENT: Record<keyof typeof ORDER_STATUS_LABELS, Intent> = {
  pending: 'warning',
  sent: 'primary',
  received: 'primary',
  completed: 'success',
};

export function OrderStatusTag({ status }: { status: string }) {
  return <StatusTag status={status} labels={ORDER_STATUS_LABELS} intents={INTENT} />;
}
