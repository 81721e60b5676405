/**
 * Display formats of the finance screens (spec heading 9): invoices and payments in euro with the
 * Italian number format ("€ 1.234,56"), the invoice detail with a dollar sign (dates: shared/dates.ts).
 * Amounts arrive as decimal strings and are only formatted here, never computed with.
 */
const italian = new Intl.NumberFormat('it-IT', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: true,
});
const english = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: true,
});

export function formatEuro(amount: string | number | null | undefined): string {
  const n = Number(amount);
  // it-IT leaves 4-digit numbers ungrouped by default ("1234,56"); the spec writes "1.234,56".
  if (!Number.isFinite(n)) return '';
  const text = italian.format(Math.abs(n));
  const grouped = Math.abs(n) >= 1000 && Math.abs(n) < 10000 ? text.replace(/^(\d)(\d{3})/, '$1.$2') : text;
  return `${n < 0 ? '-' : ''}€ ${grouped}`;
}

export function formatDollar(amount: string | number | null | undefined): string {
  const n = Number(amount);
  return Number.isFinite(n) ? `$${english.format(n)}` : '';
}

/** Today as YYYY-MM-DD in the user's calendar. */
export function todayIso(offsetDays = 0): string {
  const d = new Date();
  d.setDate(d.getDate() + offsetDays);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export function addDaysIso(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d + days));
  return date.toISOString().slice(0, 10);
}

/**
 * Preview of a line's amounts while typing, with the server's rule (VAT per line, half up to the
 * cent) in integer cents; the saved figures always come from the server.
 */
export function previewLine(quantity: string, unitPrice: string, vat: string): { net: number; vat: number } | null {
  const q = Number(quantity);
  const priceCents = Math.round(Number(unitPrice) * 100);
  const rate = Number(vat);
  if (!Number.isInteger(q) || q < 1 || !Number.isFinite(priceCents) || !Number.isFinite(rate)) return null;
  const netCents = q * priceCents;
  // Integer arithmetic: cents x basis points, rounded half up (amounts are never negative here).
  const vatCents = Math.floor((netCents * Math.round(rate * 100) + 5000) / 10000);
  return { net: netCents / 100, vat: vatCents / 100 };
}
