/**
 * The one place for display formats (spec heading 9), all on Intl: euro in the Italian number
 * format ("€ 1.234,56"), the dollar amounts the spec keeps on offers, orders and the invoice detail
 * ("$1,234.50"), always two decimals; dates: dd/MM/yyyy (./dates.ts). Amounts arrive as decimal
 * strings from the server and are only formatted here, never computed with.
 */
const italian = new Intl.NumberFormat('it-IT', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  // 'always': it-IT's default leaves 4-digit numbers ungrouped ("1234,56"); the spec writes "1.234,56".
  useGrouping: 'always',
});
const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const plain = new Intl.NumberFormat('it-IT');
const compact = new Intl.NumberFormat('it-IT', { notation: 'compact', maximumFractionDigits: 1 });

/** A measure in Italian, as Intl writes it: "2,25" (the days of a median). */
export const formatNumber = (value: number): string => plain.format(value);

/** An axis figure short enough for a phone: "12,3 mila", "1,2 Mln". */
export const formatCompact = (value: number): string => compact.format(value);

type Amount = string | number | null | undefined;

/** No amount counts as zero (a total of nothing); text that is not a number has no display. */
function numberOf(amount: Amount): number | null {
  const n = Number(amount ?? 0);
  return Number.isFinite(n) ? n : null;
}

/** "€ 1.234,56" (negative: "-€ 1.234,56"); empty for text that is not a number. */
export function formatEuro(amount: Amount): string {
  const n = numberOf(amount);
  if (n === null) return '';
  return `${n < 0 ? '-' : ''}€ ${italian.format(Math.abs(n))}`;
}

/** "$1,234.50"; empty for text that is not a number. */
export function formatDollar(amount: Amount): string {
  const n = numberOf(amount);
  return n === null ? '' : dollars.format(n);
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
