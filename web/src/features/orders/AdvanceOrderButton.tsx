import { Button } from '@blueprintjs/core';
import { showToast } from '../../components/toaster.ts';
import { orderTexts } from './texts.ts';
import { useAdvanceOrderMutation } from './useAdvanceOrderMutation.ts';

/** The advance action; hidden for received and completed orders (nextStatus null) and for other roles. */
interface Props {
  id: string;
  nextStatus: string | null | undefined;
  canAdvance: boolean;
  /** Lists use a quiet button; the detail page's actions panel the primary one. */
  quiet?: boolean;
}

export function AdvanceOrderButton({ id, nextStatus, canAdvance, quiet = false }: Props) {
  const [advance, busy] = useAdvanceOrderMutation();
  if (!canAdvance || (nextStatus !== 'sent' && nextStatus !== 'received')) return null;
  return (
    <Button
      intent={quiet ? 'none' : 'primary'}
      icon={nextStatus === 'sent' ? 'send-message' : 'box'}
      text={orderTexts.advance[nextStatus]}
      loading={busy}
      onClick={async () => {
        const outcome = await advance(id);
        if (outcome.ok) showToast(orderTexts.toast.updated(outcome.value), 'success');
        else showToast(`${orderTexts.toast.updateFailed}: ${outcome.message}`, 'danger');
      }}
    />
  );
}
