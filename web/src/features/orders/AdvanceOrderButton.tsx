import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { AdvanceOrderButton_order$key } from '../../__generated__/AdvanceOrderButton_order.graphql.ts';
import { showToast } from '../../components/toaster.ts';
import { AdvanceOrderDialog } from './AdvanceOrderDialog.tsx';
import { orderTexts } from './texts.ts';
import { useAdvanceOrderMutation } from './useAdvanceOrderMutation.ts';

interface Props {
  order: AdvanceOrderButton_order$key;
  /** Lists use a quiet button; the detail page's actions panel the primary one. */
  quiet?: boolean;
}

/** The advance action; hidden for received and completed orders (nextStatus null) and for other roles. */
export function AdvanceOrderButton({ order, quiet = false }: Props) {
  const {
    id,
    orderNumber,
    date: orderDate,
    nextStatus,
    canAdvance,
  } = useFragment(
    graphql`
      fragment AdvanceOrderButton_order on Order {
        id
        orderNumber
        date
        nextStatus
        canAdvance
      }
    `,
    order,
  );
  const [advance, busy] = useAdvanceOrderMutation();
  const [open, setOpen] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  if (!canAdvance || (nextStatus !== 'sent' && nextStatus !== 'received')) return null;
  const close = () => {
    setOpen(false);
    setServerError(null);
  };
  return (
    <>
      <Button
        intent={quiet ? 'none' : 'primary'}
        icon={nextStatus === 'sent' ? 'send-message' : 'box'}
        text={orderTexts.advance[nextStatus]}
        onClick={() => setOpen(true)}
      />
      {open && (
        <AdvanceOrderDialog
          orderNumber={orderNumber}
          orderDate={orderDate}
          nextStatus={nextStatus}
          busy={busy}
          serverError={serverError}
          onClose={close}
          onConfirm={async (actualDeliveryDate) => {
            const outcome = await advance(id, actualDeliveryDate);
            if (outcome.ok) {
              close();
              showToast(orderTexts.toast.updated(outcome.value), 'success');
            } else if (/actual delivery date/i.test(outcome.message)) {
              // A refused date stays next to its field; anything else closes with the spec's toast.
              setServerError(outcome.message);
            } else {
              close();
              showToast(`${orderTexts.toast.updateFailed}: ${outcome.message}`, 'danger');
            }
          }}
        />
      )}
    </>
  );
}
