import type { Intent } from '@blueprintjs/core';
import { StatusTag } from '../../shared/StatusTag.tsx';
import { STATUS_LABELS } from './texts.ts';

const INTENT: Record<keyof typeof STATUS_LABELS, Intent> = {
  pending: 'warning',
  approved_finance: 'primary',
  approved_it: 'primary',
  approved: 'success',
  rejected: 'danger',
};

export function OfferStatusTag({ status }: { status: string }) {
  return <StatusTag status={status} labels={STATUS_LABELS} intents={INTENT} />;
}
