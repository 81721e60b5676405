import { Button, Callout, Card, FormGroup, H4 } from '@blueprintjs/core';
import { useState } from 'react';
import { showToast } from '../../components/toaster.ts';
import type { Choice } from '../../shared/SearchPicker.tsx';
import { einvoiceTexts as t } from './einvoiceTexts.ts';
import { ReceivedOrderPicker } from './ReceivedOrderPicker.tsx';
import { useLinkInvoiceToOrderMutation } from './useLinkInvoiceToOrderMutation.ts';

/** "Collega a ordine": an unlinked imported invoice gets its received order; the server's refusal shows here. */
export function LinkOrderCard({ invoiceId, onLinked }: { invoiceId: string; onLinked: () => void }) {
  const [order, setOrder] = useState<Choice | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [link, busy] = useLinkInvoiceToOrderMutation();
  const submit = async () => {
    if (!order) return;
    setProblem(null);
    const outcome = await link({ invoiceId, orderId: order.id });
    if (outcome.ok) {
      showToast(t.linked, 'success');
      onLinked();
    } else setProblem(outcome.message);
  };
  return (
    <Card className="fin-section" lang="it">
      <H4 className="fin-section__title">{t.linkTitle}</H4>
      <p className="fin-muted">{t.linkHelp}</p>
      <FormGroup label={t.linkOrder} labelFor="link-order">
        <ReceivedOrderPicker
          id="link-order"
          value={order}
          onChange={(o) => (setOrder(o), setProblem(null))}
          placeholder={t.linkPlaceholder}
          lang="it"
        />
      </FormGroup>
      {problem && (
        <Callout intent="danger" role="alert" className="einvoice-details__link-problem">
          {problem}
        </Callout>
      )}
      <Button
        intent="primary"
        icon="link"
        text={t.link}
        disabled={!order}
        loading={busy}
        onClick={() => void submit()}
      />
    </Card>
  );
}
