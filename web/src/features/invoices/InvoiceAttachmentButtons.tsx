import { Button, ButtonGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type {
  InvoiceAttachmentButtons_invoice$data,
  InvoiceAttachmentButtons_invoice$key,
} from '../../__generated__/InvoiceAttachmentButtons_invoice.graphql.ts';
import { ConfirmRowAlert } from '../../shared/ConfirmRowAlert.tsx';
import { formatBytes } from '../../shared/format.ts';
import { einvoiceTexts as t } from './einvoiceTexts.ts';
import { useRemoveInvoiceAttachmentMutation } from './useRemoveInvoiceAttachmentMutation.ts';

type Attachment = InvoiceAttachmentButtons_invoice$data['attachments'][number];

/**
 * An invoice's attachments as downloads; a PDF uploaded by mistake also has a remove button while the
 * server says it may go (canRemove: before any approval), with a question first.
 */
export function InvoiceAttachmentButtons({
  invoice,
  onDownload,
}: {
  invoice: InvoiceAttachmentButtons_invoice$key;
  onDownload: (path: string, name: string) => void;
}) {
  const { attachments } = useFragment(
    graphql`
      fragment InvoiceAttachmentButtons_invoice on Invoice {
        attachments {
          rowId
          fileName
          size
          downloadPath
          canRemove
        }
      }
    `,
    invoice,
  );
  const [asked, setAsked] = useState<Attachment | null>(null);
  const [remove, busy] = useRemoveInvoiceAttachmentMutation();
  return (
    <>
      {attachments.map((a) => (
        <ButtonGroup key={a.rowId}>
          <Button
            icon="paperclip"
            text={`${a.fileName} (${formatBytes(a.size)})`}
            onClick={() => onDownload(a.downloadPath, a.fileName)}
          />
          {a.canRemove && (
            <Button
              icon="trash"
              intent="danger"
              aria-label={t.removeAttachment(a.fileName)}
              onClick={() => setAsked(a)}
            />
          )}
        </ButtonGroup>
      ))}
      <ConfirmRowAlert
        item={asked}
        nameOf={(a) => a.fileName}
        icon="trash"
        texts={t.removeConfirm}
        failureTitle={t.removeFailed}
        busy={busy}
        onConfirm={(a) => remove(String(a.rowId))}
        onClose={() => setAsked(null)}
      />
    </>
  );
}
