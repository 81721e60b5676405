import type { ParsedFatturaPA } from '../einvoices/einvoice-reader.ts';

/**
 * Relations load through one JSON-aggregating statement, where PostgreSQL numerics become JSON
 * numbers that JavaScript reads as doubles: exact up to 15 significant digits
 * (tests/db/decimal-relations.test.ts). The file's 8-decimal figures (Quantita, PrezzoUnitario,
 * PrezzoTotale, Arrotondamento) are kept exactly, so a file stating one with more digits is refused
 * rather than stored and later read back altered.
 */
export const MAX_EXACT_DIGITS = 15;

/** Significant digits of a decimal text: "0012.3400" has 4 (1234). */
export function significantDigits(text: string): number {
  return text.trim().replace(/^[-+]/, '').replace('.', '').replace(/^0+/, '').replace(/0+$/, '').length;
}

/** The Italian refusal for the first figure beyond the exact range, or null when all fit. */
export function tooPreciseFigure(document: ParsedFatturaPA): string | null {
  for (const body of document.bodies) {
    const figures: [string, string | null][] = [
      ['Arrotondamento', body.rounding],
      ...body.lines.flatMap((line): [string, string | null][] => [
        ['Quantita', line.quantity],
        ['PrezzoUnitario', line.unitPrice],
        ['PrezzoTotale', line.total],
      ]),
    ];
    for (const [element, value] of figures) {
      if (value !== null && significantDigits(value) > MAX_EXACT_DIGITS) {
        return `File non importato: ${element} ${value} ha più di ${MAX_EXACT_DIGITS} cifre significative, oltre la precisione che il prodotto conserva esattamente`;
      }
    }
  }
  return null;
}
