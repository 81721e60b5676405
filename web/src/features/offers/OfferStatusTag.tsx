import { Tag, type Intent } from '@blueprintjs/core';
import { STATUS_LABELS } from './texts.ts';

type OfferStatus = keyof typeof STATUS_LABELS;

const INTENT: Record<OfferStatus, Intent> = {
  pending: 'warning',
  approved_finance: 'primary',
  approved_it: 'primary',
  approved: 'success',
  rejected: 'danger',
};

export function OfferStatusTag({ status }: { status: string }) {
  const known = status in STATUS_LABELS ? (status as OfferStatus) : null;
  return (
    <Tag minimal round intent={known ? INTENT[known] : 'none'}>
      {known ? STATUS_LABELS[known] : status}
    </Tag>
  );
}
