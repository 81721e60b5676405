/**
 * The one place for display formats (spec heading 9): euro in the Italian number format
 * ("€ 1.234,56"), the dollar amounts the spec keeps on offers, orders and the invoice detail
 * ("$1,234.50"), always two decimals; other figures on Intl; dates: dd/MM/yyyy (./dates.ts). Amounts
 * arrive as decimal strings from the server and are only formatted here, never computed with.
 */
import { lazyFormat } from './intl.ts';

const plain = lazyFormat(() => new Intl.NumberFormat('it-IT'));
const compact = lazyFormat(() => new Intl.NumberFormat('it-IT', { notation: 'compact', maximumFractionDigits: 1 }));

/** A measure in Italian, as Intl writes it: "2,25" (the days of a median). */
export const formatNumber = (value: number): string => plain().format(value);

/** An axis figure short enough for a phone: "12,3 mila", "1,2 Mln". */
export const formatCompact = (value: number): string => compact().format(value);

type Amount = string | number | null | undefined;

/** No amount counts as zero (a total of nothing); text that is not a number has no display. */
function numberOf(amount: Amount): number | null {
  const n = Number(amount ?? 0);
  return Number.isFinite(n) ? n : null;
}

/**
 * |n| with two decimals, `group` between each three digits of the whole part and `point` before the
 * cents: what Intl writes for it-IT (grouping 'always') and en-US. Rounded once, half up, on the
 * number's shortest decimal form (0.015 is 0.02), as Intl does; toFixed would round the binary value.
 * Written out rather than on Intl because the first Intl.NumberFormat of a locale loads its ICU data:
 * ~75 ms of the dashboard's first paint at 4x CPU throttling (issue 15, point 9).
 * tests/web/format-outcome.test.ts checks it against Intl over a range of amounts.
 */
function twoDecimals(n: number, group: string, point: string): string {
  const digits = centsOf(Math.abs(n)).toString().padStart(3, '0');
  const grouped = digits.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${grouped}${point}${digits.slice(-2)}`;
}

/** A non-negative number in whole cents, rounded half up on its shortest decimal form. */
function centsOf(abs: number): bigint {
  // String() turns to exponents below 1e-6 (no cents) and from 1e21 (a whole number, exact as a BigInt).
  if (abs >= 1e21) return BigInt(abs) * 100n;
  const shortest = String(abs);
  if (shortest.includes('e')) return 0n;
  const [whole = '0', fraction = ''] = shortest.split('.');
  return BigInt(whole + fraction.slice(0, 2).padEnd(2, '0')) + (fraction.charAt(2) >= '5' ? 1n : 0n);
}

/** "€ 1.234,56" (negative: "-€ 1.234,56"); empty for text that is not a number. */
export function formatEuro(amount: Amount): string {
  const n = numberOf(amount);
  return n === null ? '' : `${n < 0 ? '-' : ''}€ ${twoDecimals(n, '.', ',')}`;
}

/** "$1,234.50" (negative: "-$1,234.50"); empty for text that is not a number. */
export function formatDollar(amount: Amount): string {
  const n = numberOf(amount);
  return n === null ? '' : `${n < 0 ? '-' : ''}$${twoDecimals(n, ',', '.')}`;
}

/**
 * An IBAN as it is printed (ISO 13616's paper format): groups of four, "IT60 X054 2811 1010 0000 0123 456",
 * so that a narrow column wraps it between groups, never mid-group, and a clerk can read it out.
 */
export function formatIban(iban: string): string {
  return iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Sums decimal strings in cents, so 0.1 + 0.2 shows as 0.30. */
export function sumMoney(values: (string | number)[]): string {
  const cents = values.reduce<number>((sum, v) => sum + Math.round(Number(v) * 100), 0);
  return (cents / 100).toFixed(2);
}

/**
 * An amount as the server takes it from a form: digits with up to two decimals after a comma or a
 * point ("1234", "1234,5", "1234.56"), surrounding spaces ignored. The server checks again.
 */
export function isTwoDecimalAmount(text: string): boolean {
  return /^\d+([.,]\d{1,2})?$/.test(text.trim());
}
