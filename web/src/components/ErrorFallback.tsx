import { Button, NonIdealState } from '@blueprintjs/core';
import { isNetworkError } from '../relay/errors.ts';
import { texts } from '../i18n/texts.ts';

interface ErrorFallbackProps {
  error: unknown;
}

export function ErrorFallback({ error }: ErrorFallbackProps) {
  const description = isNetworkError(error) ? texts.errors.connection : texts.errors.description;
  return (
    <div className="centered-state" role="alert">
      <NonIdealState
        icon="error"
        title={texts.errors.title}
        description={description}
        action={
          <Button icon="refresh" intent="primary" text={texts.errors.reload} onClick={() => window.location.reload()} />
        }
      />
    </div>
  );
}
