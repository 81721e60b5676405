import { NonIdealState } from '@blueprintjs/core';
import { texts } from '../i18n/texts.ts';
import { ButtonLink } from './ButtonLink.tsx';

/** Any unknown path; reachable signed in or not, so it stands outside the shell. */
export function NotFound() {
  return (
    <main className="standalone-page">
      <NonIdealState
        icon="search"
        title={
          <>
            <span className="not-found__code">{texts.notFound.code}</span>
            {texts.notFound.title}
          </>
        }
        description={texts.notFound.description}
        action={<ButtonLink to="/" icon="home" intent="primary" text={texts.notFound.home} />}
      />
    </main>
  );
}
