import { Button } from '@blueprintjs/core';
import { useRef } from 'react';
import { showToast } from '../../components/toaster.ts';
import { pdfProblem } from '../../shared/pdf.ts';
import { einvoiceTexts as t } from './einvoiceTexts.ts';
import { useUploadInvoiceAttachmentMutation } from './useUploadInvoiceAttachmentMutation.ts';

/** "Allega PDF" on a typed-in invoice: the browser checks type and size, the server the content. */
export function AttachPdfButton({ invoiceId }: { invoiceId: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [upload, busy] = useUploadInvoiceAttachmentMutation();
  const send = async (file: File | undefined) => {
    if (!file) return;
    const problem = pdfProblem(file);
    if (problem) {
      showToast(problem === 'type' ? t.notPdf : t.tooLarge, 'danger');
      return;
    }
    const outcome = await upload(invoiceId, file);
    showToast(outcome.ok ? t.attached : outcome.message, outcome.ok ? 'success' : 'danger');
  };
  return (
    <>
      <Button icon="upload" text={t.attach} loading={busy} onClick={() => input.current?.click()} />
      <input
        ref={input}
        type="file"
        hidden
        accept="application/pdf,.pdf"
        aria-label={t.attach}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          void send(file);
        }}
      />
    </>
  );
}
