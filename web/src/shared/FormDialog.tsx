import { Button, Callout, Dialog, DialogBody, DialogFooter, type Intent } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import type { ReactNode } from 'react';

interface Props {
  /** For a dialog that stays mounted while closed; otherwise the screen renders it only while open. */
  isOpen?: boolean;
  title: ReactNode;
  icon?: IconName;
  className?: string;
  bodyClassName?: string;
  onClose: () => void;
  /** False while the dialog must not close by Esc, its close button or a click outside (saving). */
  closable?: boolean;
  canOutsideClickClose?: boolean;
  /** Called on submit (button or Enter) with the browser's default already prevented. */
  onSubmit: () => void;
  /** Leave the checks to the form kit instead of the browser's bubbles. */
  noValidate?: boolean;
  /** A line above the message and the fields: what the dialog is about. */
  intro?: ReactNode;
  /** A server or network outcome that belongs to no field: shown above the fields. */
  error?: string | null;
  errorTitle?: string;
  cancelText: string;
  submitText: string;
  submitIntent?: Intent;
  submitIcon?: IconName;
  /** While busy the submit button says this (and waits) instead of spinning. */
  busyText?: string;
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
      isOpen={props.isOpen ?? true}
      title={props.title}
      icon={props.icon}
      className={props.className}
      onClose={props.closable === false ? undefined : props.onClose}
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
          {props.intro}
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
              <Button
                type="submit"
                intent={props.submitIntent ?? 'primary'}
                icon={props.submitIcon}
                text={busy && props.busyText ? props.busyText : props.submitText}
                loading={busy && !props.busyText}
                disabled={busy && !!props.busyText}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
