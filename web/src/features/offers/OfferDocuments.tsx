import { Button, Card, H4 } from '@blueprintjs/core';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { OfferDocuments_offer$key } from '../../__generated__/OfferDocuments_offer.graphql.ts';
import { showToast } from '../../components/toaster.ts';
import { DataRow, DetailTable } from '../../shared/DataTable.tsx';
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
      {uploading && <UploadDocumentDialog offerId={o.id} onClose={() => setUploading(false)} />}
    </Card>
  );
}
