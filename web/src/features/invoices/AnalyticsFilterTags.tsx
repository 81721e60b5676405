import { Button, Tag } from '@blueprintjs/core';
import { costCenterLabel } from '../cost-centers/CostCenterPicker.tsx';
import { graphql, useFragment } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import type { AnalyticsFilterTags_query$key } from '../../__generated__/AnalyticsFilterTags_query.graphql.ts';
import { formatDate } from '../../shared/dates.ts';
import { ANALYTICS_KEYS } from './InvoiceFilters.tsx';

const TEXTS = {
  label: 'Filtri dall’analisi spesa e dal budget',
  from: (d: string) => `Dal ${formatDate(d)}`,
  to: (d: string) => `Al ${formatDate(d)}`,
  /** A cost center the list cannot name (removed, or not the viewer's). */
  unknownCostCenter: 'sconosciuto',
  costCenter: (id: string, name: string) => (id === 'none' ? 'Senza centro di costo' : `Centro di costo ${name}`),
  vatRate: (rate: string) => `Aliquota IVA ${rate.replace('.', ',')}%`,
  budgetCostCenter: (_id: string, name: string) => `Fatture del consuntivo del budget di ${name}`,
  budgetYear: (year: string) => `Budget ${year}`,
  clear: 'Rimuovi questi filtri',
};

/**
 * The filters a bar of the analytics screen set (issue 18, point 5) that the list's own filter bar has
 * no control for: shown as tags, each removable, so the clerk sees why the list is narrower.
 */
export function AnalyticsFilterTags({ query }: { query: AnalyticsFilterTags_query$key }) {
  const data = useFragment(
    graphql`
      fragment AnalyticsFilterTags_query on Query {
        filteredCostCenter: node(id: $filterCostCenter) @include(if: $namesCostCenter) {
          ... on CostCenter {
            code
            description
          }
        }
      }
    `,
    query,
  );
  const center = data.filteredCostCenter;
  const name = center?.code ? costCenterLabel(center.code, center.description) : TEXTS.unknownCostCenter;
  const [searchParams, setSearchParams] = useSearchParams();
  const active = ANALYTICS_KEYS.filter((key) => searchParams.get(key));
  // A budget's cost center and year go together: removing either tag removes both.
  const keysOf = (key: string) => (key.startsWith('budget') ? ['budgetCostCenter', 'budgetYear'] : [key]);
  if (active.length === 0) return null;
  const remove = (keys: readonly string[]) => {
    const next = new URLSearchParams(searchParams);
    for (const key of keys) next.delete(key);
    setSearchParams(next);
  };
  return (
    <div className="fin-analytics-tags" role="group" aria-label={TEXTS.label}>
      {active.map((key) => (
        <Tag key={key} minimal intent="primary" onRemove={() => remove(keysOf(key))}>
          {TEXTS[key](searchParams.get(key)!, name)}
        </Tag>
      ))}
      <Button variant="minimal" small text={TEXTS.clear} onClick={() => remove(ANALYTICS_KEYS)} />
    </div>
  );
}
