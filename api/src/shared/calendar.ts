/**
 * Calendar days for @db.Date columns: UTC midnight of a date, the same convention as
 * shared/scalars.ts parseDate and the seed.
 *
 * "Today" is the day in Italy, whatever zone the server's machine runs in: the product's companies are
 * Italian, their browsers show Rome's date, and a due date or a delivery date "not in the future" must
 * agree with what the clerk sees (a UTC server would otherwise be a day behind from 23:00 to midnight).
 */
export const BUSINESS_TIME_ZONE = 'Europe/Rome';

const WALL_CLOCK = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** The wall clock in Italy at an instant, read as if it were UTC (so Date.UTC arithmetic applies). */
function italianWallClock(at: Date): number {
  const part: Record<string, number> = {};
  for (const { type, value } of WALL_CLOCK.formatToParts(at)) part[type] = Number(value);
  return Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
}

export function today(now: Date = new Date()): Date {
  const wall = new Date(italianWallClock(now));
  return new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate()));
}

/** The instant a calendar day begins in Italy (midnight in Rome), for comparing with timestamps. */
export function startOfDay(day: Date): Date {
  const midnight = day.getTime();
  // Italy's offset at that midnight; asked twice so a day that begins at a clock change is still right.
  const firstGuess = midnight - (italianWallClock(day) - midnight);
  return new Date(midnight - (italianWallClock(new Date(firstGuess)) - firstGuess));
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

/** "YYYY-MM-DD" as Italians write it, "dd/MM/yyyy" (e-mails, e-invoice messages, history). */
export function italianDay(iso: string): string {
  return iso.slice(0, 10).split('-').reverse().join('/');
}
