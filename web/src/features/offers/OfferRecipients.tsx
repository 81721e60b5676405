import { Button, Callout, Card, H4 } from '@blueprintjs/core';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type {
  OfferRecipients_offer$data,
  OfferRecipients_offer$key,
} from '../../__generated__/OfferRecipients_offer.graphql.ts';
import { DataRow, DetailTable } from '../../shared/DataTable.tsx';
import { RecipientDialog } from './RecipientDialog.tsx';
import { offerTexts } from './texts.ts';
import { useDeleteOfferRecipientMutation } from './useDeleteOfferRecipientMutation.ts';
import { RowActions } from '../../shared/RowButton.tsx';
import { ConfirmRowAlert } from '../../shared/ConfirmRowAlert.tsx';

const t = offerTexts.detail;
const c = offerTexts.create;
type Recipient = OfferRecipients_offer$data['recipients'][number];

/** Recipients with add, edit and delete while the offer is open; allocation off 100% is a warning only. */
export function OfferRecipients({ offer }: { offer: OfferRecipients_offer$key }) {
  const o = useFragment(
    graphql`
      fragment OfferRecipients_offer on Offer {
        id
        canManageRecipients
        recipientShareTotal
        recipients {
          id
          name
          costCenter {
            id
          }
          costCenterCode
          location
          city
          amountShare
          notes
        }
      }
    `,
    offer,
  );
  const [editing, setEditing] = useState<Recipient | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Recipient | null>(null);
  const [remove, removing] = useDeleteOfferRecipientMutation();
  const share = Number(o.recipientShareTotal);
  const warning =
    o.recipients.length === 0
      ? null
      : share > 100
        ? t.overAllocated(o.recipientShareTotal)
        : share < 100
          ? t.underAllocated(o.recipientShareTotal)
          : null;

  return (
    <Card className="proc-section">
      <div className="proc-section__header">
        <H4>{t.recipients}</H4>
        {o.canManageRecipients && <Button icon="new-person" text={c.addRecipient} onClick={() => setEditing('new')} />}
      </div>
      {warning && (
        <Callout intent="warning" icon="warning-sign" compact>
          {warning}
        </Callout>
      )}
      {o.recipients.length === 0 ? (
        <p className="proc-muted">{t.noRecipients}</p>
      ) : (
        <DetailTable
          columns={[
            { label: c.name },
            { label: c.costCenter },
            { label: c.location },
            { label: c.city },
            { label: c.share, kind: 'num' },
            { label: c.notes },
            ...(o.canManageRecipients ? [{ label: t.actions, kind: 'actions' as const }] : []),
          ]}
          rows={o.recipients.map((r) => (
            <DataRow
              key={r.id}
              cells={[
                r.name,
                r.costCenterCode,
                r.location,
                r.city,
                `${r.amountShare}%`,
                <span key="notes" className="proc-muted">
                  {r.notes}
                </span>,
                ...(o.canManageRecipients
                  ? [
                      <RowActions
                        key="actions"
                        name={r.name}
                        edit={{ label: t.edit, onClick: () => setEditing(r) }}
                        remove={{ label: t.delete, onClick: () => setDeleting(r) }}
                      />,
                    ]
                  : []),
              ]}
            />
          ))}
        />
      )}
      {editing && (
        <RecipientDialog
          offerId={o.id}
          recipient={editing === 'new' ? null : editing}
          otherShares={o.recipients.filter((r) => editing === 'new' || r.id !== editing.id).map((r) => r.amountShare)}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmRowAlert
        item={deleting}
        nameOf={(r) => r.name}
        icon="trash"
        texts={{
          confirm: t.delete,
          cancel: offerTexts.recipientDialog.cancel,
          question: offerTexts.recipientDialog.deleteConfirm,
          done: offerTexts.toast.recipientDeleted,
        }}
        failureTitle={offerTexts.toast.recipientFailed}
        busy={removing}
        onConfirm={(r) => remove(r.id)}
        onClose={() => setDeleting(null)}
      />
    </Card>
  );
}
