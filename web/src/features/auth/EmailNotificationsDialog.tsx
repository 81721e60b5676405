import { Callout, Radio, RadioGroup } from '@blueprintjs/core';
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type {
  EmailNotificationMode,
  EmailNotificationsDialogQuery,
} from '../../__generated__/EmailNotificationsDialogQuery.graphql.ts';
import { showToast } from '../../components/toaster.ts';
import { FormDialog } from '../../shared/FormDialog.tsx';
import { emailNotificationTexts as t } from './texts.ts';
import { useSetEmailNotificationsMutation } from './useSetEmailNotificationsMutation.ts';

const MODES = ['immediately', 'daily_digest', 'off'] as const;

/** "Notifiche e-mail" beside "Change Password" in the user menu: how the viewer hears of notifications. */
export function EmailNotificationsDialog(props: { isOpen: boolean; onClose: () => void }) {
  if (!props.isOpen) return null;
  return (
    <Suspense fallback={null}>
      <EmailNotificationsForm onClose={props.onClose} />
    </Suspense>
  );
}

function EmailNotificationsForm({ onClose }: { onClose: () => void }) {
  // Read when opened, not with every screen's shell query.
  const data = useLazyLoadQuery<EmailNotificationsDialogQuery>(
    graphql`
      query EmailNotificationsDialogQuery {
        viewer {
          emailNotifications
        }
        emailEnabled
      }
    `,
    {},
    { fetchPolicy: 'network-only' },
  );
  const [mode, setMode] = useState<EmailNotificationMode>(data.viewer?.emailNotifications ?? 'immediately');
  const [error, setError] = useState<string | null>(null);
  const [save, busy] = useSetEmailNotificationsMutation();

  async function submit(): Promise<void> {
    const failure = await save({ mode });
    if (failure) {
      setError(failure);
      return;
    }
    showToast(t.success, 'success');
    onClose();
  }

  return (
    <FormDialog
      isOpen
      title={t.title}
      icon="envelope"
      onClose={onClose}
      closable={!busy}
      onSubmit={() => void submit()}
      intro={<p className="dialog-intro">{t.intro}</p>}
      error={error}
      cancelText={t.cancel}
      submitText={t.submit}
      busyText={t.submitting}
      busy={busy}
      lockWhileBusy
    >
      {!data.emailEnabled && (
        <Callout intent="warning" icon="info-sign">
          {t.disabled}
        </Callout>
      )}
      <RadioGroup
        label={t.label}
        name="email-notifications"
        selectedValue={mode}
        onChange={(event) => setMode(event.currentTarget.value as EmailNotificationMode)}
      >
        {MODES.map((value) => (
          <Radio key={value} value={value} label={t[value]} />
        ))}
      </RadioGroup>
    </FormDialog>
  );
}
