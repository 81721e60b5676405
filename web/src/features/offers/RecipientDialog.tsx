import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useState } from 'react';
import { showToast } from '../../components/toaster.ts';
import { sumMoney } from '../../shared/format.ts';
import { useFieldErrors } from '../../shared/useFieldErrors.ts';
import {
  EMPTY_RECIPIENT,
  recipientErrors,
  recipientInput,
  recipientServerFields,
  type RecipientValues,
} from './offerDraft.ts';
import { RecipientFields } from './RecipientFields.tsx';
import { offerTexts } from './texts.ts';
import { useSaveOfferRecipient } from './offerRecipientMutations.ts';

const t = offerTexts.recipientDialog;
const PREFIX = 'recipient-dialog';

interface Props {
  offerId: string;
  recipient: {
    id: string;
    name: string;
    costCenter: { id: string };
    costCenterCode: string;
    location: string;
    city: string;
    amountShare: string;
    notes: string | null | undefined;
  } | null;
  otherShares: readonly string[];
  onClose: () => void;
}

/**
 * Add or edit one recipient; the messages show next to their fields. Shares past 100% are only a
 * warning here (the detail page allows it, spec heading 5), so the dialog does not count the others.
 */
export function RecipientDialog({ offerId, recipient, otherShares, onClose }: Props) {
  const [values, setValues] = useState<RecipientValues>(
    recipient
      ? {
          name: recipient.name,
          costCenter: { id: recipient.costCenter.id, code: recipient.costCenterCode, description: '' },
          location: recipient.location,
          city: recipient.city,
          amountShare: recipient.amountShare,
          notes: recipient.notes ?? '',
        }
      : EMPTY_RECIPIENT,
  );
  const form = useFieldErrors(values, (v) => recipientErrors(v, [], PREFIX), recipientServerFields(PREFIX));
  const [saveRecipient, saving] = useSaveOfferRecipient(offerId, recipient?.id ?? null);
  const projected = Number(sumMoney([...otherShares, values.amountShare || '0']));

  async function save() {
    if (!form.check()) return;
    const outcome = await saveRecipient(recipientInput(values));
    if (!outcome.ok) {
      if (!form.showServer(outcome)) showToast(`${offerTexts.toast.recipientFailed}: ${outcome.message}`, 'danger');
      return;
    }
    showToast(recipient ? offerTexts.toast.recipientUpdated : offerTexts.toast.recipientAdded, 'success');
    onClose();
  }

  return (
    <Dialog
      isOpen
      title={recipient ? t.editTitle : t.addTitle}
      onClose={onClose}
      style={{ width: 'min(720px, calc(100vw - 32px))' }}
    >
      <DialogBody>
        <RecipientFields idPrefix={PREFIX} values={values} errors={form.errors} onChange={setValues} />
        {projected > 100 && <p className="proc-muted">{offerTexts.detail.overAllocated(projected.toFixed(2))}</p>}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t.cancel} onClick={onClose} />
            <Button intent="primary" text={recipient ? t.save : t.add} loading={saving} onClick={save} />
          </>
        }
      />
    </Dialog>
  );
}
