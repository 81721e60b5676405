import { InputGroup } from '@blueprintjs/core';
import type { PaymentMethod, PaymentStatus } from '../../__generated__/PaymentsPageQuery.graphql.ts';
import { FilterBar, optionsOf } from '../../shared/ListFilter.tsx';
import { useListFilters } from '../../shared/listParams.ts';
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS, paymentTexts as t } from './texts.ts';

export const PAYMENT_FILTER_KEYS = ['status', 'method', 'from', 'to', 'search'] as const;
type Params = Record<(typeof PAYMENT_FILTER_KEYS)[number], string>;

const STATUSES = Object.keys(PAYMENT_STATUS_LABELS) as PaymentStatus[];
const METHODS = Object.keys(PAYMENT_METHOD_LABELS) as PaymentMethod[];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function paymentVariables(params: Params) {
  return {
    status: STATUSES.find((s) => s === params.status) ?? null,
    paymentMethod: METHODS.find((m) => m === params.method) ?? null,
    dateFrom: DAY.test(params.from) ? params.from : null,
    dateTo: DAY.test(params.to) ? params.to : null,
    search: params.search || null,
  };
}

/** Status, payment method, date from, date to (on the available date) and search, in the URL. */
export function PaymentFilters() {
  const [params, onChange] = useListFilters(PAYMENT_FILTER_KEYS);
  return (
    <FilterBar
      searchPlaceholder={t.searchPlaceholder}
      searchClassName="fin-toolbar__search"
      params={params}
      onChange={onChange}
      selects={[
        { key: 'status', label: t.columns.status, allText: t.allStatuses, options: optionsOf(PAYMENT_STATUS_LABELS) },
        { key: 'method', label: t.columns.method, allText: t.allMethods, options: optionsOf(PAYMENT_METHOD_LABELS) },
      ]}
    >
      <label className="fin-inline-label">
        {t.dateFrom}
        <InputGroup type="date" value={params.from} onValueChange={(v) => onChange('from', v)} />
      </label>
      <label className="fin-inline-label">
        {t.dateTo}
        <InputGroup type="date" value={params.to} onValueChange={(v) => onChange('to', v)} />
      </label>
    </FilterBar>
  );
}
