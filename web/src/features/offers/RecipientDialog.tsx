import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useState } from 'react';
import { showToast } from '../../components/toaster.ts';
import { sumMoney } from '../../shared/format.ts';
import { EMPTY_RECIPIENT, RecipientFields, type CostCenterOption, type RecipientValues } from './RecipientFields.tsx';
import { offerTexts } from './texts.ts';
import { useAddOfferRecipientMutation } from './useAddOfferRecipientMutation.ts';
import { useUpdateOfferRecipientMutation } from './useUpdateOfferRecipientMutation.ts';

const t = offerTexts.recipientDialog;

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
  costCenters: readonly CostCenterOption[];
  otherShares: readonly string[];
  onClose: () => void;
}

/** Add or edit one recipient; the button stays disabled until the four fields are set and the share is above 0. */
export function RecipientDialog({ offerId, recipient, costCenters, otherShares, onClose }: Props) {
  const [values, setValues] = useState<RecipientValues>(
    recipient
      ? {
          name: recipient.name,
          costCenterId: recipient.costCenter.id,
          costCenterCode: recipient.costCenterCode,
          location: recipient.location,
          city: recipient.city,
          amountShare: recipient.amountShare,
          notes: recipient.notes ?? '',
        }
      : EMPTY_RECIPIENT,
  );
  const [add, adding] = useAddOfferRecipientMutation();
  const [update, updating] = useUpdateOfferRecipientMutation();
  const complete =
    Boolean(values.name.trim() && values.costCenterId && values.location.trim() && values.city.trim()) &&
    Number(values.amountShare) > 0;
  const projected = Number(sumMoney([...otherShares, values.amountShare || '0']));

  async function save() {
    const input = {
      name: values.name.trim(),
      costCenterId: values.costCenterId,
      location: values.location.trim(),
      city: values.city.trim(),
      amountShare: Number(values.amountShare).toFixed(2),
      notes: values.notes.trim() || null,
    };
    const outcome = recipient ? await update(recipient.id, input) : await add(offerId, input);
    if (!outcome.ok) {
      showToast(`${offerTexts.toast.recipientFailed}: ${outcome.message}`, 'danger');
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
        <RecipientFields idPrefix="recipient-dialog" values={values} costCenters={costCenters} onChange={setValues} />
        {projected > 100 && <p className="proc-muted">{offerTexts.detail.overAllocated(projected.toFixed(2))}</p>}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t.cancel} onClick={onClose} />
            <Button
              intent="primary"
              text={recipient ? t.save : t.add}
              disabled={!complete}
              loading={adding || updating}
              onClick={save}
            />
          </>
        }
      />
    </Dialog>
  );
}
