import {
  Button,
  Card,
  Dialog,
  DialogBody,
  DialogFooter,
  FileInput,
  FormGroup,
  H4,
  InputGroup,
} from '@blueprintjs/core';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { OfferDocuments_offer$key } from '../../__generated__/OfferDocuments_offer.graphql.ts';
import { showToast } from '../../components/toaster.ts';
import { DataRow, DetailTable } from '../../shared/DataTable.tsx';
import { formatDate } from '../../shared/dates.ts';
import { downloadOfferDocument } from './downloadOfferDocument.ts';
import { formatBytes, formatMoney } from './format.ts';
import { documentError } from './offerDraft.ts';
import { offerTexts } from './texts.ts';
import { useUploadOfferDocumentMutation } from './useUploadOfferDocumentMutation.ts';

const t = offerTexts.detail;

export function OfferDocuments({ offer }: { offer: OfferDocuments_offer$key }) {
  const o = useFragment(
    graphql`
      fragment OfferDocuments_offer on Offer {
        id
        canUploadDocument
        documents {
          id
          rowId
          fileName
          fileSize
          price
          uploadDate
          uploadedByName
          downloadUrl
        }
      }
    `,
    offer,
  );
  const [uploading, setUploading] = useState(false);
  return (
    <Card className="proc-section">
      <div className="proc-section__header">
        <H4>{t.documents}</H4>
        {o.canUploadDocument && <Button icon="upload" text={t.uploadDocument} onClick={() => setUploading(true)} />}
      </div>
      {o.documents.length === 0 ? (
        <p className="proc-muted">{t.noDocuments}</p>
      ) : (
        <DetailTable
          columns={[
            { label: t.fileName },
            { label: t.size, kind: 'num' },
            { label: offerTexts.create.price, kind: 'num' },
            { label: t.uploaded, kind: 'nowrap' },
            { label: '', kind: 'actions' },
          ]}
          rows={o.documents.map((doc) => (
            <DataRow
              key={doc.id}
              cells={[
                doc.fileName,
                formatBytes(doc.fileSize),
                formatMoney(doc.price),
                `${formatDate(doc.uploadDate)} · ${doc.uploadedByName}`,
                <Button
                  key="download"
                  icon="download"
                  text={t.download}
                  onClick={() =>
                    downloadOfferDocument(doc.downloadUrl, doc.rowId).catch((error: Error) =>
                      showToast(`${t.downloadFailed}: ${error.message}`, 'danger'),
                    )
                  }
                />,
              ]}
            />
          ))}
        />
      )}
      {uploading && <UploadDialog offerId={o.id} onClose={() => setUploading(false)} />}
    </Card>
  );
}

function UploadDialog({ offerId, onClose }: { offerId: string; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [price, setPrice] = useState('');
  const [upload, busy] = useUploadOfferDocumentMutation();
  async function submit() {
    const error = documentError(file, price);
    if (error || !file) {
      showToast(error ?? offerTexts.validation.noFile, 'danger');
      return;
    }
    const outcome = await upload(offerId, file, Number(price).toFixed(2));
    if (!outcome.ok) {
      showToast(`${offerTexts.toast.documentFailed}: ${outcome.message}`, 'danger');
      return;
    }
    showToast(offerTexts.toast.documentUploaded, 'success');
    onClose();
  }
  return (
    <Dialog isOpen title={offerTexts.uploadDialog.title} onClose={onClose}>
      <DialogBody>
        <FormGroup label={offerTexts.create.file} labelFor="upload-file">
          <FileInput
            fill
            text={file?.name ?? offerTexts.create.choosePdf}
            buttonText="PDF"
            inputProps={{ id: 'upload-file', accept: 'application/pdf,.pdf' }}
            onInputChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
          />
        </FormGroup>
        <FormGroup label={offerTexts.create.price} labelFor="upload-price">
          <InputGroup
            id="upload-price"
            type="number"
            min={0}
            step="0.01"
            leftIcon="dollar"
            value={price}
            onValueChange={setPrice}
          />
        </FormGroup>
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
