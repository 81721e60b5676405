import { Decimal } from './scalars.ts';

/**
 * "1.234,56 €": Italian grouping and decimal comma, always two decimals, half up, straight from the
 * Decimal's digits (never through a float). The one spelling of an amount in Italian server messages,
 * PDFs and e-invoice discrepancies.
 */
export function euro(value: Decimal): string {
  const rounded = value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const [whole = '0', cents = '00'] = rounded.abs().toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${rounded.isNegative() && !rounded.isZero() ? '-' : ''}${grouped},${cents} €`;
}
