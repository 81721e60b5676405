import { graphql } from 'react-relay';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { AnalyticsPageQuery } from '../../__generated__/AnalyticsPageQuery.graphql.ts';
import { screens } from '../../i18n/screens.ts';
import { DataRow, DetailTable, type Column } from '../../shared/DataTable.tsx';
import { formatEuro, formatNumber } from '../../shared/format.ts';
import { ScreenPage } from '../../shared/ScreenPage.tsx';
import { useScreenQuery, type ScreenQuery, type ScreenQueryArgs } from '../../shared/screenQuery.ts';
import { paymentsListUrl, rangeOf, type Range, type SpendGroup } from './analyticsRange.ts';
import { RangeForm } from './RangeForm.tsx';
import { LeadTimeChart } from './LeadTimeChart.tsx';
import { SpendChart } from './SpendChart.tsx';
import { AnalyticsCard, SpendSection } from './SpendSection.tsx';
import { analyticsTexts as t } from './texts.ts';
import './analytics.css';

const ANALYTICS_QUERY = graphql`
  query AnalyticsPageQuery($from: Date!, $to: Date!) {
    byMonth: spend(groupBy: MONTH, from: $from, to: $to) {
      ...SpendSection_rows
    }
    bySupplier: spend(groupBy: SUPPLIER, from: $from, to: $to) {
      ...SpendSection_rows
    }
    byCostCenter: spend(groupBy: COST_CENTER, from: $from, to: $to) {
      ...SpendSection_rows
    }
    byVatRate: spend(groupBy: VAT_RATE, from: $from, to: $to) {
      ...SpendSection_rows
    }
    payablesAgeing {
      bucket
      label
      total
      count
    }
    approvalLeadTime(from: $from, to: $to) {
      month
      label
      offerMedianDays
      offerCount
      invoiceMedianDays
      invoiceCount
    }
  }
`;

/** The screen's query for a URL (?from=&to=, the last twelve months by default). */
export function analyticsQuery({ searchParams }: ScreenQueryArgs): ScreenQuery<AnalyticsPageQuery> {
  return { query: ANALYTICS_QUERY, variables: rangeOf(searchParams) };
}

const SPEND: { group: SpendGroup; field: 'byMonth' | 'bySupplier' | 'byCostCenter' | 'byVatRate' }[] = [
  { group: 'month', field: 'byMonth' },
  { group: 'supplier', field: 'bySupplier' },
  { group: 'cost_center', field: 'byCostCenter' },
  { group: 'vat_rate', field: 'byVatRate' },
];

/**
 * Analisi spesa (/analytics, Italian; finance, IT director, admin): spend by month, supplier, cost
 * center and VAT rate for a date range, payables ageing and approval lead time (issue 18, point 5).
 * Every chart has its numbers beside it; a bar (or a row's label) opens the list behind it.
 */
export function AnalyticsPage() {
  const { data } = useScreenQuery<AnalyticsPageQuery>(ANALYTICS_QUERY);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const range = rangeOf(searchParams);
  return (
    <ScreenPage title={screens.analytics.title} lang="it">
      <RangeForm range={range} />
      <p className="analytics-note">{t.spendNote}</p>
      <div className="analytics-grid">
        {SPEND.map(({ group, field }) => (
          <SpendSection
            key={group}
            title={t.sections[group]}
            rows={data[field]}
            orientation={group === 'month' ? 'columns' : 'bars'}
            group={group}
            range={range}
          />
        ))}
        <Ageing rows={data.payablesAgeing} onSelect={navigate} />
        <LeadTime rows={data.approvalLeadTime} range={range} />
      </div>
    </ScreenPage>
  );
}

const AGEING_COLUMNS: Column[] = [
  { label: t.columns.label },
  { label: t.columns.total, kind: 'num' },
  { label: t.columns.payments, kind: 'num' },
];

function Ageing({
  rows,
  onSelect,
}: {
  rows: AnalyticsPageQuery['response']['payablesAgeing'];
  onSelect: (href: string) => void;
}) {
  const title = t.sections.ageing;
  return (
    <AnalyticsCard
      title={title}
      chart={
        <SpendChart
          title={t.chartOf(title)}
          orientation="bars"
          onSelect={onSelect}
          rows={rows.map((r) => ({
            label: r.label,
            value: Number(r.total),
            href: paymentsListUrl(r.bucket),
          }))}
        />
      }
      table={
        <DetailTable
          columns={AGEING_COLUMNS}
          label={title}
          rows={rows.map((r) => (
            <DataRow key={r.bucket} cells={[r.label, formatEuro(r.total), r.count]} />
          ))}
        />
      }
    />
  );
}

const LEAD_COLUMNS: Column[] = [
  { label: t.columns.month },
  { label: t.columns.offers, kind: 'num' },
  { label: t.columns.invoices, kind: 'num' },
];

const days = (median: number | null | undefined, count: number) =>
  median === null || median === undefined ? '–' : `${formatNumber(median)} (${count})`;

function LeadTime({ rows, range }: { rows: AnalyticsPageQuery['response']['approvalLeadTime']; range: Range }) {
  const title = t.sections.leadTime;
  if (rows.length === 0) {
    return <AnalyticsCard title={title} chart={null} table={<p className="analytics-empty">{t.emptyLeadTime}</p>} />;
  }
  return (
    <AnalyticsCard
      title={title}
      chart={
        <LeadTimeChart
          title={t.chartOf(title)}
          rows={rows.map((r) => ({
            label: r.label,
            offers: r.offerMedianDays ?? null,
            invoices: r.invoiceMedianDays ?? null,
          }))}
        />
      }
      table={
        <DetailTable
          columns={LEAD_COLUMNS}
          label={`${title} ${range.from} – ${range.to}`}
          rows={rows.map((r) => (
            <DataRow
              key={r.month}
              cells={[r.label, days(r.offerMedianDays, r.offerCount), days(r.invoiceMedianDays, r.invoiceCount)]}
            />
          ))}
        />
      }
    />
  );
}
