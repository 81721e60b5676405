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
