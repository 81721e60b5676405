import { Card, H3 } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { SpendSection_rows$key } from '../../__generated__/SpendSection_rows.graphql.ts';
import { invoiceListUrl, type Range, type SpendGroup } from './analyticsRange.ts';
import { Link, useNavigate } from 'react-router-dom';
import { DataRow, DetailTable, type Column } from '../../shared/DataTable.tsx';
import { formatEuro, sumMoney } from '../../shared/format.ts';
import { SpendChart, type ChartRow } from './SpendChart.tsx';
import { analyticsTexts as t } from './texts.ts';

/** 'settembre 2026' -> 'set 26' on the axis. */
/** "settembre 2026" -> "set 26": a month on a chart's axis. */
export const monthTick = (label: string) => `${label.slice(0, 3)} ${label.slice(-2)}`;

/** A titled card: the chart, and beside it (below on a phone) the table of its numbers. */
export function AnalyticsCard({ title, chart, table }: { title: string; chart: ReactNode; table: ReactNode }) {
  return (
    <Card className="analytics-card" role="region" aria-label={title}>
      <H3 className="analytics-card__title">{title}</H3>
      <div className="analytics-card__body">
        {chart}
        <div className="analytics-card__table">{table}</div>
      </div>
    </Card>
  );
}

const SPEND_COLUMNS: Column[] = [
  { label: t.columns.label },
  { label: t.columns.net, kind: 'num' },
  { label: t.columns.vat, kind: 'num' },
  { label: t.columns.total, kind: 'num' },
  { label: t.columns.count, kind: 'num' },
];

/** One spend grouping: chart, and its rows with a total line; each label links to its invoice list. */
export function SpendSection(props: {
  title: string;
  rows: SpendSection_rows$key;
  orientation: 'columns' | 'bars';
  group: SpendGroup;
  range: Range;
}) {
  const navigate = useNavigate();
  const rows = useFragment(
    graphql`
      fragment SpendSection_rows on SpendRow @relay(plural: true) {
        key
        label
        net
        vat
        total
        count
      }
    `,
    props.rows,
  );
  const { title, group, range } = props;
  const hrefOf = (row: (typeof rows)[number]) => invoiceListUrl(group, row.key ?? null, range);
  if (rows.length === 0) {
    return <AnalyticsCard title={title} chart={null} table={<p className="analytics-empty">{t.empty}</p>} />;
  }
  const chartRows: ChartRow[] = rows.map((r) => ({
    label: r.label,
    tick: group === 'month' ? monthTick(r.label) : undefined,
    value: Number(r.total),
    href: hrefOf(r),
  }));
  const tableRows = rows.map((r, i) => {
    const href = hrefOf(r);
    return (
      <DataRow
        key={i}
        cells={[
          href ? (
            <Link to={href} title={t.openList}>
              {r.label}
            </Link>
          ) : (
            r.label
          ),
          formatEuro(r.net),
          formatEuro(r.vat),
          formatEuro(r.total),
          r.count,
        ]}
      />
    );
  });
  tableRows.push(
    <DataRow
      key="total"
      className="analytics-total"
      cells={[
        t.total,
        formatEuro(sumMoney(rows.map((r) => r.net))),
        formatEuro(sumMoney(rows.map((r) => r.vat))),
        formatEuro(sumMoney(rows.map((r) => r.total))),
        // An invoice is in one month and of one supplier; by rate or cost center it may be in several
        // rows, so their counts do not add up to the invoices.
        group === 'month' || group === 'supplier' ? rows.reduce((n, r) => n + r.count, 0) : '—',
      ]}
    />,
  );
  return (
    <AnalyticsCard
      title={title}
      chart={
        <SpendChart title={t.chartOf(title)} rows={chartRows} orientation={props.orientation} onSelect={navigate} />
      }
      table={<DetailTable columns={SPEND_COLUMNS} rows={tableRows} label={title} />}
    />
  );
}
