import { Button, Callout, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import type { ReactNode } from 'react';

interface Props {
  title: ReactNode;
  icon?: IconName;
  className?: string;
  bodyClassName?: string;
  onClose: () => void;
  canOutsideClickClose?: boolean;
  /** Called on submit (button or Enter) with the browser's default already prevented. */
  onSubmit: () => void;
  /** Leave the checks to the form kit instead of the browser's bubbles. */
  noValidate?: boolean;
  /** A server or network outcome that belongs to no field: shown above the fields. */
  error?: string | null;
  errorTitle?: string;
  cancelText: string;
  submitText: string;
  busy: boolean;
  /** Cancel stays usable while saving unless the screen says otherwise. */
  lockWhileBusy?: boolean;
  children: ReactNode;
}

/** The kit's dialog form: title, fields, the failure callout, Cancel and the submit button. */
export function FormDialog(props: Props) {
  const { error, busy } = props;
  return (
    <Dialog
      isOpen
      title={props.title}
      icon={props.icon}
      className={props.className}
      onClose={props.onClose}
      canOutsideClickClose={props.canOutsideClickClose}
    >
      <form
        noValidate={props.noValidate}
        onSubmit={(event) => {
          event.preventDefault();
          props.onSubmit();
        }}
      >
        <DialogBody className={props.bodyClassName}>
          {error && (
            <Callout intent="danger" icon="error" role="alert" title={props.errorTitle}>
              {error}
            </Callout>
          )}
          {props.children}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={props.cancelText} onClick={props.onClose} disabled={props.lockWhileBusy && busy} />
              <Button type="submit" intent="primary" text={props.submitText} loading={busy} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
