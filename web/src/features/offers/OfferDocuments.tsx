import { Button, Card, H4, HTMLTable } from '@blueprintjs/core';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { OfferDocuments_offer$key } from '../../__generated__/OfferDocuments_offer.graphql.ts';
import { showToast } from '../../components/toaster.ts';
import { formatDate } from '../../shared/dates.ts';
import { downloadOfferDocument } from './downloadOfferDocument.ts';
import { formatBytes, formatDollar as formatMoney } from '../../shared/format.ts';
import { offerTexts } from './texts.ts';
import { UploadDocumentDialog } from './UploadDocumentDialog.tsx';

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
        <HTMLTable className="proc-table" compact striped>
          <thead>
            <tr>
              <th>{t.fileName}</th>
              <th className="proc-num">{t.size}</th>
              <th className="proc-num">{offerTexts.create.price}</th>
              <th>{t.uploaded}</th>
              <th className="proc-actions" aria-label={t.download} />
            </tr>
          </thead>
          <tbody>
            {o.documents.map((doc) => (
              <tr key={doc.id}>
                <td>{doc.fileName}</td>
                <td className="proc-num">{formatBytes(doc.fileSize)}</td>
                <td className="proc-num">{formatMoney(doc.price)}</td>
                <td className="proc-nowrap">
                  {formatDate(doc.uploadDate)} · {doc.uploadedByName}
                </td>
                <td className="proc-actions">
                  <Button
                    icon="download"
                    text={t.download}
                    onClick={() =>
                      downloadOfferDocument(doc.downloadUrl, doc.rowId).catch((error: Error) =>
                        showToast(`${t.downloadFailed}: ${error.message}`, 'danger'),
                      )
                    }
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {uploading && <UploadDocumentDialog offerId={o.id} onClose={() => setUploading(false)} />}
    </Card>
  );
}
