/**
 * The one date format of every screen: dd/MM/yyyy (it-IT), as the spec prescribes for payments,
 * contracts, users and tenants; the English screens use it too (docs/decisions.md).
 */
const calendarDay = new Intl.DateTimeFormat('it-IT', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});
const localDay = new Intl.DateTimeFormat('it-IT', { day: '2-digit', month: '2-digit', year: 'numeric' });

/**
 * A calendar date "YYYY-MM-DD" as that very day (no time-zone shift), or an instant as the user's
 * own calendar day; `missing` when there is none or it cannot be read.
 */
export function formatDate(value: string | null | undefined, missing = ''): string {
  if (!value) return missing;
  const calendar = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(calendar ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return missing;
  return (calendar ? calendarDay : localDay).format(date);
}
