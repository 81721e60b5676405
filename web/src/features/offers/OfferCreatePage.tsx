import { Card, H2, H4, TextArea } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { showToast } from '../../components/toaster.ts';
import { screens } from '../../i18n/screens.ts';
import { FormField, TextField } from '../../shared/FormField.tsx';
import { useFieldErrors } from '../../shared/useFieldErrors.ts';
import { SupplierPicker } from '../suppliers/SupplierPicker.tsx';
import { DocumentsEditor } from './DocumentsEditor.tsx';
import {
  OFFER_FIELDS,
  OFFER_SERVER_FIELDS,
  offerErrors,
  recipientInput,
  totals,
  type OfferDraft,
} from './offerDraft.ts';
import { OfferSummary } from './OfferSummary.tsx';
import './procurement.css';
import { ProductLinesEditor } from './ProductLinesEditor.tsx';
import { RecipientsEditor } from './RecipientsEditor.tsx';
import { offerTexts } from './texts.ts';
import { useCreateOfferMutation } from './useCreateOfferMutation.ts';
import { useUploadOfferDocumentMutation } from './useUploadOfferDocumentMutation.ts';
import { useDocumentTitle } from '../../shared/ScreenPage.tsx';

const t = offerTexts.create;
const EMPTY: OfferDraft = { title: '', supplier: null, notes: '', lines: [], documents: [], recipients: [] };

/**
 * New Offer (/offers/new, procurement and admin): details, products, PDF documents, recipients,
 * summary. The pickers search the server as the user types, so the screen needs no query of its own.
 */
export function OfferCreatePage() {
  useDocumentTitle(screens.offerCreate.title);
  const navigate = useNavigate();
  const [draft, setDraft] = useState<OfferDraft>(EMPTY);
  const [progress, setProgress] = useState<string | null>(null);
  const form = useFieldErrors(draft, offerErrors, OFFER_SERVER_FIELDS);
  const [create] = useCreateOfferMutation();
  const [upload] = useUploadOfferDocumentMutation();
  const set =
    <K extends keyof OfferDraft>(key: K) =>
    (value: OfferDraft[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));
  const { errors } = form;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (progress || !form.check() || !draft.supplier) return;
    setProgress(t.submitting);
    // One file per request: the first document travels with the offer, the others follow it.
    const [first, ...rest] = draft.documents;
    const outcome = await create(
      {
        title: draft.title.trim(),
        supplierId: draft.supplier.id,
        notes: draft.notes.trim() || null,
        lines: draft.lines.map((l) => ({ productId: l.productId, quantity: l.quantity })),
        recipients: draft.recipients.map(recipientInput),
        document: first ? { price: first.price, file: null } : null,
      },
      first?.file ?? null,
    );
    if (!outcome.ok) {
      setProgress(null);
      if (!form.showServer(outcome)) showToast(`${offerTexts.toast.createFailed}: ${outcome.message}`, 'danger');
      return;
    }
    for (const [index, doc] of rest.entries()) {
      setProgress(t.uploading(index + 2, draft.documents.length));
      const uploaded = await upload(outcome.value.id, doc.file, doc.price);
      if (!uploaded.ok)
        showToast(`${offerTexts.toast.documentFailed}: ${doc.file.name}: ${uploaded.message}`, 'danger');
    }
    showToast(offerTexts.toast.created, 'success');
    navigate(`/offers/${outcome.value.rowId}`);
  }

  return (
    <div className="page" lang="en">
      <div className="page__header">
        <H2 className="page__title">{screens.offerCreate.title}</H2>
      </div>
      <form className="proc-grid" onSubmit={submit} noValidate>
        <div className="proc-column">
          <Card className="proc-section">
            <H4>{t.details}</H4>
            <TextField
              id={OFFER_FIELDS.title}
              label={t.title}
              required
              error={errors[OFFER_FIELDS.title]}
              placeholder={t.titlePlaceholder}
              value={draft.title}
              onValueChange={set('title')}
              maxLength={200}
            />
            <FormField id={OFFER_FIELDS.supplier} label={t.supplier} required error={errors[OFFER_FIELDS.supplier]}>
              <SupplierPicker
                id={OFFER_FIELDS.supplier}
                placeholder={t.supplierPlaceholder}
                value={draft.supplier}
                onChange={set('supplier')}
                invalid={Boolean(errors[OFFER_FIELDS.supplier])}
              />
            </FormField>
            <FormField id="offer-notes" label={t.notes}>
              <TextArea
                id="offer-notes"
                fill
                rows={3}
                value={draft.notes}
                onChange={(e) => set('notes')(e.currentTarget.value)}
              />
            </FormField>
          </Card>
          <ProductLinesEditor lines={draft.lines} onChange={set('lines')} error={errors[OFFER_FIELDS.product]} />
          <DocumentsEditor documents={draft.documents} onChange={set('documents')} />
          <RecipientsEditor recipients={draft.recipients} onChange={set('recipients')} />
        </div>
        <OfferSummary
          {...totals(draft)}
          busy={progress !== null}
          busyText={progress ?? ''}
          onCancel={() => navigate('/offers')}
        />
      </form>
    </div>
  );
}
