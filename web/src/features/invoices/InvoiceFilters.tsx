import { graphql, useFragment } from 'react-relay';
import type { InvoiceFilters_query$key } from '../../__generated__/InvoiceFilters_query.graphql.ts';
import type { InvoiceStatus } from '../../__generated__/InvoicesPageQuery.graphql.ts';
import { STATUS_LABELS, invoiceListTexts as t } from './texts.ts';
import { FilterBar, optionsOf } from '../../shared/ListFilter.tsx';
import { useListFilters } from '../../shared/listParams.ts';

export const FILTER_KEYS = ['status', 'supplier', 'order', 'contract', 'type', 'search'] as const;
/** The spend analytics' click-through filters (issue 18, point 5): shown as removable tags, not selects. */
export const ANALYTICS_KEYS = ['from', 'to', 'costCenter', 'vatRate', 'budgetCostCenter', 'budgetYear'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
type Params = Record<(typeof FILTER_KEYS)[number], string>;

const STATUSES = Object.keys(STATUS_LABELS) as InvoiceStatus[];
const selectOptions = (rows: readonly { rowId: number; label: string }[]) =>
  rows.map((r) => ({ value: String(r.rowId), label: r.label }));

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

const namedCostCenter = (id: string) => ({ filterCostCenter: id, namesCostCenter: id !== '' });

/** The analytics filters of the URL as the list query's variables. */
export function analyticsVariables(params: Record<(typeof ANALYTICS_KEYS)[number], string>) {
  return {
    invoiceDateFrom: DAY.test(params.from) ? params.from : null,
    invoiceDateTo: DAY.test(params.to) ? params.to : null,
    costCenterId: params.costCenter || null,
    vatRate: params.vatRate || null,
    // The budget screen's click-through: the invoices behind a cost center's actual figure of a year.
    actualFor:
      params.budgetCostCenter && /^\d{4}$/.test(params.budgetYear)
        ? { costCenterId: params.budgetCostCenter, year: Number(params.budgetYear) }
        : null,
    // The filter tags name the cost center by its code and description (AnalyticsFilterTags).
    ...namedCostCenter(
      params.costCenter === 'none' ? params.budgetCostCenter : params.costCenter || params.budgetCostCenter,
    ),
  };
}

/** Status, supplier, order, contract, type (recurring or single) and free text (spec heading 2), in the URL. */
export function InvoiceFilters({ query }: { query: InvoiceFilters_query$key }) {
  const [params, onChange] = useListFilters(FILTER_KEYS);
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
  return (
    <FilterBar
      searchPlaceholder={t.searchPlaceholder}
      searchClassName="fin-toolbar__search"
      params={params}
      onChange={onChange}
      selects={[
        { key: 'status', label: t.columns.status, allText: t.allStatuses, options: optionsOf(STATUS_LABELS) },
        {
          key: 'supplier',
          label: t.columns.supplier,
          allText: t.allSuppliers,
          options: selectOptions(data.financeSupplierOptions),
        },
        {
          key: 'order',
          label: t.columns.order,
          allText: t.allOrders,
          options: selectOptions(data.financeOrderOptions),
        },
        {
          key: 'contract',
          label: 'Contratto',
          allText: t.allContracts,
          options: selectOptions(data.financeContractOptions),
        },
        {
          key: 'type',
          label: t.columns.type,
          allText: t.allTypes,
          options: [
            { value: 'recurring', label: t.recurring },
            { value: 'single', label: t.single },
          ],
        },
      ]}
    />
  );
}
