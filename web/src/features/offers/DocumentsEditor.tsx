import { Button, Card, H4 } from '@blueprintjs/core';
import { useState } from 'react';
import { showToast } from '../../components/toaster.ts';
import { formatBytes, formatDollar } from '../../shared/format.ts';
import { useFieldErrors } from '../../shared/useFieldErrors.ts';
import { DocumentFields } from './DocumentFields.tsx';
import { documentErrors, type DocumentValues, type DraftDocument } from './offerDraft.ts';
import { DraftTable } from './DraftTable.tsx';
import { offerTexts } from './texts.ts';

const t = offerTexts.create;

interface Props {
  documents: DraftDocument[];
  onChange: (documents: DraftDocument[]) => void;
}

/** PDF documents of a new offer, each with the price it adds to the total. */
export function DocumentsEditor({ documents, onChange }: Props) {
  const [pick, setPick] = useState<DocumentValues>({ file: null, price: '' });
  const [inputKey, setInputKey] = useState(0);
  const form = useFieldErrors(pick, (v) => documentErrors(v, 'offer-document'));
  const { file, price } = pick;

  function add() {
    if (!form.check() || !file) return;
    onChange([...documents, { key: `${Date.now()}-${documents.length}`, file, price: Number(price).toFixed(2) }]);
    showToast(offerTexts.toast.documentAddedLocal, 'success');
    setPick({ file: null, price: '' });
    form.reset();
    setInputKey((k) => k + 1);
  }

  return (
    <Card className="proc-section">
      <H4>{t.documents}</H4>
      <div className="proc-form-row">
        <DocumentFields
          idPrefix="offer-document"
          values={pick}
          errors={form.errors}
          onChange={setPick}
          inputKey={inputKey}
        />
        <Button icon="paperclip" text={t.addDocument} onClick={add} />
      </div>
      <DraftTable
        columns={[{ label: t.file }, { label: offerTexts.detail.size, num: true }, { label: t.price, num: true }]}
        items={documents}
        keyOf={(doc) => doc.key}
        cells={(doc) => [doc.file.name, formatBytes(doc.file.size), formatDollar(doc.price)]}
        empty={t.noDocuments}
        removeLabel={t.remove}
        onChange={onChange}
      />
    </Card>
  );
}
