import { today } from '../../shared/calendar.ts';
import { Decimal } from '../../shared/scalars.ts';
import type { ExportCellType, ExportValue } from './export-columns.ts';

/**
 * One cell as Italian Excel reads a CSV (decimal comma, dd/MM/yyyy, `;` between cells) and as an
 * .xlsx cell (a number or a date, not text). Dates are calendar days in Italy: a @db.Date column is
 * UTC midnight, a timestamp is the day it was in Rome.
 */

const DAY_MS = 86_400_000;

/**
 * The calendar day in Italy of a date or a timestamp, as UTC midnight. A @db.Date value (UTC midnight)
 * is its own day, since Italy is ahead of UTC by less than a day: only timestamps ask the time-zone
 * database, which costs microseconds a cell (most of a 100,000-row export's time when every cell asked).
 */
function calendarDay(value: Date): Date {
  return value.getTime() % DAY_MS === 0 ? value : today(value);
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

export function italianDay(value: Date): string {
  const day = calendarDay(value);
  return `${pad(day.getUTCDate())}/${pad(day.getUTCMonth() + 1)}/${day.getUTCFullYear()}`;
}

/** A text a spreadsheet would run as a formula (=, +, -, @, tab, CR) starts with an apostrophe instead. */
function inert(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function quoted(text: string): string {
  return /[;"\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvCell(value: ExportValue, type: ExportCellType): string {
  if (value === null || value === undefined || value === '') return '';
  if (type === 'money') return new Decimal(value as string | number | Decimal).toFixed(2).replace('.', ',');
  if (type === 'number') return String(value).replace('.', ',');
  if (type === 'date') return value instanceof Date ? italianDay(value) : quoted(inert(String(value)));
  return quoted(inert(String(value)));
}

/** The value of an .xlsx cell: money and numbers as numbers (to the cent), dates as date cells. */
export function xlsxCell(value: ExportValue, type: ExportCellType): string | number | Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (type === 'money') return Number(new Decimal(value as string | number | Decimal).toFixed(2));
  if (type === 'number') return Number(value);
  if (type === 'date' && value instanceof Date) return calendarDay(value);
  return inert(String(value));
}

/** Excel's number formats of the typed columns. */
export const XLSX_FORMATS: Partial<Record<ExportCellType, string>> = {
  money: '#,##0.00',
  date: 'dd/mm/yyyy',
};
