/**
 * The one date format of every screen: dd/MM/yyyy (it-IT), as the spec prescribes for payments,
 * contracts, users and tenants; the English screens use it too (docs/decisions.md).
 */
import { lazyFormat } from './intl.ts';

const calendarDay = lazyFormat(
  () => new Intl.DateTimeFormat('it-IT', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }),
);
const localDay = lazyFormat(
  () => new Intl.DateTimeFormat('it-IT', { day: '2-digit', month: '2-digit', year: 'numeric' }),
);

/**
 * A calendar date "YYYY-MM-DD" as that very day (no time-zone shift), or an instant as the user's
 * own calendar day; `missing` when there is none or it cannot be read.
 */
export function formatDate(value: string | null | undefined, missing = ''): string {
  if (!value) return missing;
  const calendar = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(calendar ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return missing;
  return (calendar ? calendarDay : localDay)().format(date);
}

const localMinute = lazyFormat(
  () =>
    new Intl.DateTimeFormat('it-IT', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }),
);

/** An instant as the user's own day and time, dd/MM/yyyy, HH:mm (a log's entries, e.g. webhook deliveries). */
export function formatDateTime(value: string | null | undefined, missing = ''): string {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? localMinute().format(date) : missing;
}

/** Today (plus `offsetDays`) as YYYY-MM-DD in the user's calendar: the value of a date input. */
export function todayIso(offsetDays = 0): string {
  const d = new Date();
  d.setDate(d.getDate() + offsetDays);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** A calendar day YYYY-MM-DD moved by whole days. */
export function addDaysIso(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
