import { Button, Card, H4, HTMLTable } from '@blueprintjs/core';
import { useState } from 'react';
import { showToast } from '../../components/toaster.ts';
import { formatBytes, formatDollar } from '../../shared/format.ts';
import { useFieldErrors } from '../../shared/useFieldErrors.ts';
import { DocumentFields } from './DocumentFields.tsx';
import { documentErrors, type DocumentValues, type DraftDocument } from './offerDraft.ts';
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
