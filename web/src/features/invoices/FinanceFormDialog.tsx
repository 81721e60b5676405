import type { ReactNode } from 'react';
import { FormDialog } from '../../shared/FormDialog.tsx';
import type { DialogForm } from '../../shared/useDialogForm.ts';

interface FinanceFormDialogProps {
  title: string;
  /** useDialogForm's state: it submits, closes and keeps the failure's message. */
  form: Pick<DialogForm<unknown>, 'submit' | 'error' | 'close'>;
  texts: { errorTitle: string; cancel: string; save: string };
  busy: boolean;
  children: ReactNode;
}

/**
 * The create/edit dialog of the contract and invoice lists: wide, closed only by its buttons (a
 * click beside it would lose what was typed), the save's failure above the fields.
 */
export function FinanceFormDialog({ title, form, texts, busy, children }: FinanceFormDialogProps) {
  return (
    <FormDialog
      title={title}
      className="fin-dialog"
      onClose={form.close}
      canOutsideClickClose={false}
      onSubmit={form.submit}
      error={form.error}
      errorTitle={texts.errorTitle}
      cancelText={texts.cancel}
      submitText={texts.save}
      busy={busy}
    >
      {children}
    </FormDialog>
  );
}
