import { HTMLSelect, InputGroup } from '@blueprintjs/core';
import type { PaymentMethod, PaymentStatus } from '../../__generated__/PaymentsPageQuery.graphql.ts';
import { useDebouncedInput } from '../../shared/listParams.ts';
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS, paymentTexts as t } from './texts.ts';

export const PAYMENT_FILTER_KEYS = ['status', 'method', 'from', 'to', 'search'] as const;
type Key = (typeof PAYMENT_FILTER_KEYS)[number];
type Params = Record<Key, string>;

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

/** Status, payment method, date from, date to (on the available date) and search. */
export function PaymentFilters({ params, onChange }: { params: Params; onChange: (key: Key, value: string) => void }) {
  const [search, setSearch] = useDebouncedInput(params.search, (value) => onChange('search', value));
  return (
    <>
      <InputGroup
        className="fin-toolbar__search"
        leftIcon="search"
        type="search"
        placeholder={t.searchPlaceholder}
        aria-label={t.searchPlaceholder}
        value={search}
        onValueChange={setSearch}
      />
      <HTMLSelect
        aria-label={t.columns.status}
        value={params.status}
        onChange={(e) => onChange('status', e.currentTarget.value)}
      >
        <option value="">{t.allStatuses}</option>
        {STATUSES.map((s) => (
          <option key={s} value={s}>
            {PAYMENT_STATUS_LABELS[s]}
          </option>
        ))}
      </HTMLSelect>
      <HTMLSelect
        aria-label={t.columns.method}
        value={params.method}
        onChange={(e) => onChange('method', e.currentTarget.value)}
      >
        <option value="">{t.allMethods}</option>
        {METHODS.map((m) => (
          <option key={m} value={m}>
            {PAYMENT_METHOD_LABELS[m]}
          </option>
        ))}
      </HTMLSelect>
      <label className="fin-inline-label">
        {t.dateFrom}
        <InputGroup type="date" value={params.from} onValueChange={(v) => onChange('from', v)} />
      </label>
      <label className="fin-inline-label">
        {t.dateTo}
        <InputGroup type="date" value={params.to} onValueChange={(v) => onChange('to', v)} />
      </label>
    </>
  );
}
