import type { IconName } from '@blueprintjs/icons';
import type { ReactNode } from 'react';
import { FormDialog } from '../../shared/FormDialog.tsx';
import './master-data.css';

/** The dialog texts every master-data and administration screen has. */
export interface EditDialogTexts {
  createTitle: string;
  editTitle: string;
  cancel: string;
  create: string;
  save: string;
}

interface EditDialogProps {
  /** Create (a new row) or edit (the row given): the title and the submit button follow. */
  creating: boolean;
  texts: EditDialogTexts;
  icon: IconName;
  /** The form's state: the spec's message or the server's refusal (above the fields), submit and close. */
  form: { error: string | null; submit: () => void; close: () => void };
  errorTitle?: string;
  busy: boolean;
  children: ReactNode;
}

/** The create/edit dialog of products, suppliers, cost centers, tenants and users: fields checked by the screen. */
export function EditDialog({ creating, texts, form, ...props }: EditDialogProps) {
  return (
    <FormDialog
      title={creating ? texts.createTitle : texts.editTitle}
      icon={props.icon}
      className="md-dialog"
      bodyClassName="md-form"
      onClose={form.close}
      onSubmit={form.submit}
      noValidate
      error={form.error}
      errorTitle={props.errorTitle}
      cancelText={texts.cancel}
      submitText={creating ? texts.create : texts.save}
      busy={props.busy}
      lockWhileBusy
    >
      {props.children}
    </FormDialog>
  );
}
