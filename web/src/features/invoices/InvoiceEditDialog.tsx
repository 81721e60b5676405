import { Dialog, DialogBody, Spinner } from '@blueprintjs/core';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { InvoiceEditDialogQuery } from '../../__generated__/InvoiceEditDialogQuery.graphql.ts';
import { InvoiceDialog, type InvoiceValues } from './InvoiceDialog.tsx';
import type { Outcome } from '../../shared/outcome.ts';
import { invoiceDialogTexts as t } from './texts.ts';

interface InvoiceEditDialogProps {
  invoiceId: string;
  busy: boolean;
  onClose: () => void;
  onSave: (values: InvoiceValues) => Promise<Outcome<unknown>>;
}

/** The edit dialog loads the invoice's lines when it opens, so the list query stays light. */
export function InvoiceEditDialog(props: InvoiceEditDialogProps) {
  return (
    <Suspense
      fallback={
        <Dialog isOpen title={t.editTitle} className="fin-dialog" onClose={props.onClose}>
          <DialogBody>
            <Spinner size={32} />
          </DialogBody>
        </Dialog>
      }
    >
      <Loaded {...props} />
    </Suspense>
  );
}

function Loaded({ invoiceId, busy, onClose, onSave }: InvoiceEditDialogProps) {
  const data = useLazyLoadQuery<InvoiceEditDialogQuery>(
    graphql`
      query InvoiceEditDialogQuery($id: ID!) {
        invoice(id: $id) {
          ...InvoiceDialog_invoice
        }
      }
    `,
    { id: invoiceId },
    { fetchPolicy: 'network-only' },
  );
  if (!data.invoice) return null;
  return <InvoiceDialog invoice={data.invoice} recurring={false} busy={busy} onClose={onClose} onSave={onSave} />;
}
