// The analytics screen's date range in the URL (?from=&to=), and where a click on a bar leads.
import { addDaysIso, todayIso } from '../../shared/dates.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface Range {
  from: string;
  to: string;
}

/** The last twelve months: from the first day of the month eleven months ago to today. */
export function defaultRange(): Range {
  const today = todayIso();
  const [y, m] = today.split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(y, m - 1 - 11, 1)).toISOString().slice(0, 10);
  return { from: start, to: today };
}

/** The URL's range when it is a valid one, else the default (a hand-edited URL does not break the screen). */
export function rangeOf(searchParams: URLSearchParams): Range {
  const from = searchParams.get('from') ?? '';
  const to = searchParams.get('to') ?? '';
  return DAY.test(from) && DAY.test(to) && from <= to ? { from, to } : defaultRange();
}

/** The last day of a 'YYYY-MM' month. */
function monthEnd(key: string): string {
  const [y, m] = key.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

export type SpendGroup = 'month' | 'supplier' | 'cost_center' | 'vat_rate';

/**
 * The invoice list behind one bar: the fully approved invoices of the range and the bar's group (a
 * month narrows the range to that month, within the chosen one). Null when no list shows it (the VAT
 * amounts no line explains).
 */
export function invoiceListUrl(group: SpendGroup, key: string | null, range: Range): string | null {
  const query = new URLSearchParams({ status: 'fully_approved', from: range.from, to: range.to });
  if (group === 'month' && key) {
    const start = `${key}-01`;
    const end = monthEnd(key);
    query.set('from', start > range.from ? start : range.from);
    query.set('to', end < range.to ? end : range.to);
  } else if (group === 'supplier' && key) query.set('supplier', key);
  else if (group === 'cost_center') query.set('costCenter', key ?? 'none');
  else if (group === 'vat_rate') {
    if (!key) return null;
    query.set('vatRate', String(Number(key)));
  }
  return `/invoices?${query}`;
}

/** The payments list behind an ageing bucket: the available-date window of the bucket (none without a date). */
export function paymentsListUrl(bucket: string): string | null {
  const today = todayIso();
  const windows: Record<string, [string | null, string | null]> = {
    overdue: [null, addDaysIso(today, -1)],
    days_0_30: [today, addDaysIso(today, 30)],
    days_31_60: [addDaysIso(today, 31), addDaysIso(today, 60)],
    days_61_90: [addDaysIso(today, 61), addDaysIso(today, 90)],
    over_90: [addDaysIso(today, 91), null],
  };
  const window = windows[bucket];
  if (!window) return null;
  const query = new URLSearchParams();
  if (window[0]) query.set('from', window[0]);
  if (window[1]) query.set('to', window[1]);
  return `/payments?${query}`;
}
