import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useState } from 'react';
import { showToast } from '../../components/toaster.ts';
import { useFieldErrors } from '../../shared/useFieldErrors.ts';
import { DocumentFields } from './DocumentFields.tsx';
import { documentErrors, type DocumentValues } from './offerDraft.ts';
import { offerTexts } from './texts.ts';
import { useUploadOfferDocumentMutation } from './useUploadOfferDocumentMutation.ts';

const PREFIX = 'upload';

/** Adds one PDF with its price to an open offer (offer detail). */
export function UploadDocumentDialog({ offerId, onClose }: { offerId: string; onClose: () => void }) {
  const [values, setValues] = useState<DocumentValues>({ file: null, price: '' });
  const form = useFieldErrors(values, (v) => documentErrors(v, PREFIX), { file: `${PREFIX}-file` });
  const [upload, busy] = useUploadOfferDocumentMutation();

  async function submit() {
    if (!form.check() || !values.file) return;
    const outcome = await upload(offerId, values.file, Number(values.price).toFixed(2));
    if (!outcome.ok) {
      if (!form.showServer(outcome)) showToast(`${offerTexts.toast.documentFailed}: ${outcome.message}`, 'danger');
      return;
    }
    showToast(offerTexts.toast.documentUploaded, 'success');
    onClose();
  }

  return (
    <Dialog isOpen title={offerTexts.uploadDialog.title} onClose={onClose}>
      <DialogBody>
        <DocumentFields idPrefix={PREFIX} values={values} errors={form.errors} onChange={setValues} />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={offerTexts.uploadDialog.cancel} onClick={onClose} />
            <Button intent="primary" text={offerTexts.uploadDialog.upload} loading={busy} onClick={submit} />
          </>
        }
      />
    </Dialog>
  );
}
