import { HTMLSelect, InputGroup } from '@blueprintjs/core';
import { graphql, useFragment } from 'react-relay';
import type { InvoiceFilters_query$key } from '../../__generated__/InvoiceFilters_query.graphql.ts';
import type { InvoiceStatus } from '../../__generated__/InvoicesPageQuery.graphql.ts';
import { STATUS_LABELS, invoiceListTexts as t } from './texts.ts';
import { useDebouncedInput } from '../../shared/listParams.ts';

export const FILTER_KEYS = ['status', 'supplier', 'order', 'contract', 'type', 'search'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
type Params = Record<FilterKey, string>;

const STATUSES = Object.keys(STATUS_LABELS) as InvoiceStatus[];

/** The URL's filters as the list query's variables ('' means no filter). */
export function listVariables(params: Params) {
  const status = STATUSES.find((s) => s === params.status) ?? null;
  return {
    status,
    supplierId: params.supplier || null,
    orderId: params.order || null,
    contractId: params.contract || null,
    isRecurring: params.type === 'recurring' ? true : params.type === 'single' ? false : null,
    search: params.search || null,
  };
}

interface InvoiceFiltersProps {
  query: InvoiceFilters_query$key;
  params: Params;
  onChange: (key: FilterKey, value: string) => void;
}

/** Status, supplier, order, contract, type (recurring or single) and free text (spec heading 2). */
export function InvoiceFilters({ query, params, onChange }: InvoiceFiltersProps) {
  const data = useFragment(
    graphql`
      fragment InvoiceFilters_query on Query {
        financeSupplierOptions {
          rowId
          label
        }
        financeOrderOptions {
          rowId
          label
        }
        financeContractOptions {
          rowId
          label
        }
      }
    `,
    query,
  );
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
            {STATUS_LABELS[s]}
          </option>
        ))}
      </HTMLSelect>
      <HTMLSelect
        aria-label={t.columns.supplier}
        value={params.supplier}
        onChange={(e) => onChange('supplier', e.currentTarget.value)}
      >
        <option value="">{t.allSuppliers}</option>
        {data.financeSupplierOptions.map((s) => (
          <option key={s.rowId} value={String(s.rowId)}>
            {s.label}
          </option>
        ))}
      </HTMLSelect>
      <HTMLSelect
        aria-label={t.columns.order}
        value={params.order}
        onChange={(e) => onChange('order', e.currentTarget.value)}
      >
        <option value="">{t.allOrders}</option>
        {data.financeOrderOptions.map((o) => (
          <option key={o.rowId} value={String(o.rowId)}>
            {o.label}
          </option>
        ))}
      </HTMLSelect>
      <HTMLSelect
        aria-label="Contratto"
        value={params.contract}
        onChange={(e) => onChange('contract', e.currentTarget.value)}
      >
        <option value="">{t.allContracts}</option>
        {data.financeContractOptions.map((c) => (
          <option key={c.rowId} value={String(c.rowId)}>
            {c.label}
          </option>
        ))}
      </HTMLSelect>
      <HTMLSelect
        aria-label={t.columns.type}
        value={params.type}
        onChange={(e) => onChange('type', e.currentTarget.value)}
      >
        <option value="">{t.allTypes}</option>
        <option value="recurring">{t.recurring}</option>
        <option value="single">{t.single}</option>
      </HTMLSelect>
    </>
  );
}
