import { NonIdealState } from '@blueprintjs/core';
import { texts } from '../i18n/texts.ts';
import { ButtonLink } from './ButtonLink.tsx';

interface AccessDeniedProps {
  /** A screen-specific explanation (the admin screens have their own); the generic one otherwise. */
  message?: string;
}

export function AccessDenied({ message }: AccessDeniedProps) {
  return (
    <div className="centered-state">
      <NonIdealState
        icon="lock"
        title={texts.access.title}
        description={message ?? texts.access.description}
        action={<ButtonLink to="/" icon="dashboard" intent="primary" text={texts.access.backToDashboard} />}
      />
    </div>
  );
}
