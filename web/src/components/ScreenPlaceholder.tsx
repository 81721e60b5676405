import { Card, H2, NonIdealState, type IconName } from '@blueprintjs/core';
import { useEffect } from 'react';
import { screens, type ScreenId } from '../i18n/screens.ts';
import { texts } from '../i18n/texts.ts';

interface ScreenPlaceholderProps {
  screen: ScreenId;
  icon: IconName;
  /** e.g. the record the URL points at, so a detail link visibly lands on its record. */
  subtitle?: string;
}

/** Stands in for a screen that is not built yet: its title, in the screen's language. */
export function ScreenPlaceholder({ screen, icon, subtitle }: ScreenPlaceholderProps) {
  const { title, lang } = screens[screen];
  useEffect(() => {
    document.title = `${title} · ${texts.app.headerTitle}`;
  }, [title]);
  return (
    <div className="page" lang={lang}>
      <div className="page__header">
        <H2 className="page__title">{title}</H2>
        {subtitle && <span className="page__subtitle">{subtitle}</span>}
      </div>
      <Card className="page__card">
        <NonIdealState icon={icon} title={title} description={texts.placeholder[lang]} />
      </Card>
    </div>
  );
}
