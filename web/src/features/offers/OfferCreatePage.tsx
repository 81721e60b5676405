import { Card, FormGroup, H2, H4, HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import { Suspense, useEffect, useState, type FormEvent } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { OfferCreatePageQuery } from '../../__generated__/OfferCreatePageQuery.graphql.ts';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { RequiredMark } from '../../components/RequiredMark.tsx';
import { showToast } from '../../components/toaster.ts';
import { screens } from '../../i18n/screens.ts';
import { texts } from '../../i18n/texts.ts';
import { DocumentsEditor } from './DocumentsEditor.tsx';
import { offerError, totals, type DraftDocument, type DraftLine, type DraftRecipient } from './offerDraft.ts';
import { OfferSummary } from './OfferSummary.tsx';
import './procurement.css';
import { ProductLinesEditor } from './ProductLinesEditor.tsx';
import { RecipientsEditor } from './RecipientsEditor.tsx';
import { offerTexts } from './texts.ts';
import { useCreateOfferMutation } from './useCreateOfferMutation.ts';
import { useUploadOfferDocumentMutation } from './useUploadOfferDocumentMutation.ts';

const t = offerTexts.create;

/** New Offer (/offers/new, procurement and admin): details, products, PDF documents, recipients, summary. */
export function OfferCreatePage() {
  useEffect(() => {
    document.title = `${screens.offerCreate.title} · ${texts.app.headerTitle}`;
  }, []);
  return (
    <div className="page" lang="en">
      <div className="page__header">
        <H2 className="page__title">{screens.offerCreate.title}</H2>
      </div>
      <Suspense fallback={<LoadingScreen label={offerTexts.create.loading} />}>
        <OfferCreateForm />
      </Suspense>
    </div>
  );
}

function OfferCreateForm() {
  const data = useLazyLoadQuery<OfferCreatePageQuery>(
    graphql`
      query OfferCreatePageQuery {
        suppliers(first: 100) {
          edges {
            node {
              id
              name
              businessName
            }
          }
        }
        products(first: 100) {
          edges {
            node {
              id
              name
              price
            }
          }
        }
        ...RecipientsEditor_query
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [supplierId, setSupplierId] = useState('');
  const [notes, setNotes] = useState('');
  const [lines, setLines] = useState<DraftLine[]>([]);
  const [documents, setDocuments] = useState<DraftDocument[]>([]);
  const [recipients, setRecipients] = useState<DraftRecipient[]>([]);
  const [progress, setProgress] = useState<string | null>(null);
  const [create] = useCreateOfferMutation();
  const [upload] = useUploadOfferDocumentMutation();
  const sums = totals(lines, documents, recipients);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (progress) return;
    const error = offerError(title, supplierId, lines, documents);
    if (error) {
      showToast(error, 'danger');
      return;
    }
    setProgress(t.submitting);
    // One file per request: the first document travels with the offer, the others follow it.
    const [first, ...rest] = documents;
    const outcome = await create(
      {
        title: title.trim(),
        supplierId,
        notes: notes.trim() || null,
        lines: lines.map((l) => ({ productId: l.productId, quantity: l.quantity })),
        recipients: recipients.map((r) => ({
          name: r.name.trim(),
          costCenterId: r.costCenterId,
          location: r.location.trim(),
          city: r.city.trim(),
          amountShare: r.amountShare,
          notes: r.notes.trim() || null,
        })),
        document: first ? { price: first.price, file: null } : null,
      },
      first?.file ?? null,
    );
    if (!outcome.ok) {
      setProgress(null);
      showToast(`${offerTexts.toast.createFailed}: ${outcome.message}`, 'danger');
      return;
    }
    for (const [index, doc] of rest.entries()) {
      setProgress(t.uploading(index + 2, documents.length));
      const uploaded = await upload(outcome.value.id, doc.file, doc.price);
      if (!uploaded.ok)
        showToast(`${offerTexts.toast.documentFailed}: ${doc.file.name}: ${uploaded.message}`, 'danger');
    }
    showToast(offerTexts.toast.created, 'success');
    navigate(`/offers/${outcome.value.rowId}`);
  }

  const suppliers = data.suppliers.edges.map((e) => e.node);
  return (
    <form className="proc-grid" onSubmit={submit} noValidate>
      <div className="proc-column">
        <Card className="proc-section">
          <H4>{t.details}</H4>
          <FormGroup label={t.title} labelFor="offer-title" labelInfo={<RequiredMark />}>
            <InputGroup
              id="offer-title"
              placeholder={t.titlePlaceholder}
              value={title}
              onValueChange={setTitle}
              maxLength={200}
            />
          </FormGroup>
          <FormGroup label={t.supplier} labelFor="offer-supplier" labelInfo={<RequiredMark />}>
            <HTMLSelect
              id="offer-supplier"
              fill
              value={supplierId}
              onChange={(e) => setSupplierId(e.currentTarget.value)}
            >
              <option value="">{t.supplierPlaceholder}</option>
              {suppliers.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name} ({s.businessName})
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          <FormGroup label={t.notes} labelFor="offer-notes">
            <TextArea id="offer-notes" fill rows={3} value={notes} onChange={(e) => setNotes(e.currentTarget.value)} />
          </FormGroup>
        </Card>
        <ProductLinesEditor products={data.products.edges.map((e) => e.node)} lines={lines} onChange={setLines} />
        <DocumentsEditor documents={documents} onChange={setDocuments} />
        <RecipientsEditor query={data} recipients={recipients} onChange={setRecipients} />
      </div>
      <OfferSummary {...sums} busy={progress !== null} busyText={progress ?? ''} onCancel={() => navigate('/offers')} />
    </form>
  );
}
