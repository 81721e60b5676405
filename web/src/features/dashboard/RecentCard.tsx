import { Card, H4, NonIdealState, type IconName } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { dashboardTexts } from './texts.ts';

/** A recent record: its detail is `${listPath}/${rowId}`, its supplier the line under its title. */
interface RecentRow {
  readonly id: string;
  readonly rowId: number;
  readonly supplierName: string;
}

interface RecentCardProps<R extends RecentRow> {
  texts: { title: string; empty: string };
  /** The list the "view all" link opens; each row opens its detail below it. */
  listPath: string;
  emptyIcon: IconName;
  rows: readonly R[];
  titleOf: (row: R) => string;
  /** Amount, status and whatever else the row shows on its right. */
  end: (row: R) => ReactNode;
}

/** A dashboard card of recent records, each a link to its detail. */
export function RecentCard<R extends RecentRow>({
  texts,
  listPath,
  emptyIcon,
  rows,
  titleOf,
  end,
}: RecentCardProps<R>) {
  return (
    <Card className="proc-card">
      <div className="proc-section__header proc-recent__header">
        <H4>{texts.title}</H4>
        <Link to={listPath}>{dashboardTexts.viewAll}</Link>
      </div>
      {rows.length === 0 ? (
        <NonIdealState className="proc-empty" icon={emptyIcon} description={texts.empty} />
      ) : (
        rows.map((row) => (
          <Link key={row.id} to={`${listPath}/${row.rowId}`} className="proc-recent__item">
            <span className="proc-recent__main">
              <span className="proc-recent__title">{titleOf(row)}</span>
              <span className="proc-recent__sub">{row.supplierName}</span>
            </span>
            {end(row)}
          </Link>
        ))
      )}
    </Card>
  );
}
