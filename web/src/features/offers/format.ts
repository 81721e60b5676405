/** Money of the procurement screens (spec heading 9); dates: web/src/shared/dates.ts. */
const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const euroNumber = new Intl.NumberFormat('it-IT', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: true,
});

/** Offers and orders: dollar sign, two decimals ("$1,234.50"). Amounts arrive as decimal strings. */
export function formatMoney(amount: string | number | null | undefined): string {
  const value = Number(amount ?? 0);
  return dollars.format(Number.isFinite(value) ? value : 0);
}

/** Invoices and payments: euro in Italian format ("€ 1.234,56"). */
export function formatEuro(amount: string | number | null | undefined): string {
  const value = Number(amount ?? 0);
  return `€ ${euroNumber.format(Number.isFinite(value) ? value : 0)}`;
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

/** Today as YYYY-MM-DD in the user's calendar. */
export function todayIso(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}
