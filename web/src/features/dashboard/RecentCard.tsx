import { Card, H4, NonIdealState, type IconName } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { dashboardTexts as t } from './texts.ts';

export interface RecentItem {
  id: string;
  to: string;
  title: string;
  sub: string;
  /** Amount, status and whatever else the row shows on its right. */
  end: ReactNode;
}

interface RecentCardProps {
  title: string;
  /** The list the "view all" link opens. */
  listPath: string;
  emptyIcon: IconName;
  emptyText: string;
  items: readonly RecentItem[];
}

/** A dashboard card of recent records, each a link to its detail. */
export function RecentCard({ title, listPath, emptyIcon, emptyText, items }: RecentCardProps) {
  return (
    <Card className="proc-card">
      <div className="proc-section__header proc-recent__header">
        <H4>{title}</H4>
        <Link to={listPath}>{t.viewAll}</Link>
      </div>
      {items.length === 0 ? (
        <NonIdealState className="proc-empty" icon={emptyIcon} description={emptyText} />
      ) : (
        items.map((item) => (
          <Link key={item.id} to={item.to} className="proc-recent__item">
            <span className="proc-recent__main">
              <span className="proc-recent__title">{item.title}</span>
              <span className="proc-recent__sub">{item.sub}</span>
            </span>
            {item.end}
          </Link>
        ))
      )}
    </Card>
  );
}
