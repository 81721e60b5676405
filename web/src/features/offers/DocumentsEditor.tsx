import { Button, Card, FileInput, FormGroup, H4, HTMLTable, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { showToast } from '../../components/toaster.ts';
import { formatBytes, formatDollar } from '../../shared/format.ts';
import { documentError, type DraftDocument } from './offerDraft.ts';
import { offerTexts } from './texts.ts';

const t = offerTexts.create;

interface Props {
  documents: DraftDocument[];
  onChange: (documents: DraftDocument[]) => void;
}

/** PDF documents of a new offer, each with the price it adds to the total. */
export function DocumentsEditor({ documents, onChange }: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [price, setPrice] = useState('');
  const [inputKey, setInputKey] = useState(0);

  function add() {
    const error = documentError(file, price);
    if (error || !file) {
      showToast(error ?? offerTexts.validation.noFile, 'danger');
      return;
    }
    onChange([...documents, { key: `${Date.now()}-${documents.length}`, file, price: Number(price).toFixed(2) }]);
    showToast(offerTexts.toast.documentAddedLocal, 'success');
    setFile(null);
    setPrice('');
    setInputKey((k) => k + 1);
  }

  return (
    <Card className="proc-section">
      <H4>{t.documents}</H4>
      <div className="proc-form-row">
        <FormGroup className="proc-grow" label={t.file} labelFor="offer-document-file">
          <FileInput
            key={inputKey}
            fill
            text={file?.name ?? t.choosePdf}
            buttonText="PDF"
            inputProps={{ id: 'offer-document-file', accept: 'application/pdf,.pdf', 'aria-label': t.file }}
            onInputChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
          />
        </FormGroup>
        <FormGroup label={t.price} labelFor="offer-document-price">
          <InputGroup
            id="offer-document-price"
            className="proc-narrow"
            type="number"
            min={0}
            step="0.01"
            leftIcon="dollar"
            value={price}
            onValueChange={setPrice}
          />
        </FormGroup>
        <Button icon="paperclip" text={t.addDocument} onClick={add} />
      </div>
      {documents.length === 0 ? (
        <p className="proc-muted">{t.noDocuments}</p>
      ) : (
        <HTMLTable className="proc-table" compact>
          <thead>
            <tr>
              <th>{t.file}</th>
              <th className="proc-num">{offerTexts.detail.size}</th>
              <th className="proc-num">{t.price}</th>
              <th className="proc-actions" aria-label={t.remove} />
            </tr>
          </thead>
          <tbody>
            {documents.map((doc) => (
              <tr key={doc.key}>
                <td>{doc.file.name}</td>
                <td className="proc-num">{formatBytes(doc.file.size)}</td>
                <td className="proc-num">{formatDollar(doc.price)}</td>
                <td className="proc-actions">
                  <Button
                    variant="minimal"
                    icon="trash"
                    aria-label={t.remove}
                    onClick={() => onChange(documents.filter((d) => d.key !== doc.key))}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </Card>
  );
}
