/**
 * Calendar days for @db.Date columns: UTC midnight of a local date, the same convention as
 * shared/scalars.ts parseDate and the seed, so "today" agrees everywhere in one server.
 */
export function today(now: Date = new Date()): Date {
  return new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()));
}

export function addDays(day: Date, days: number): Date {
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + days));
}

/** Adds months keeping the day of month, clamped to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(day: Date, months: number): Date {
  const year = day.getUTCFullYear();
  const month = day.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(day.getUTCDate(), lastDay)));
}

export function isoDay(day: Date): string {
  return day.toISOString().slice(0, 10);
}
