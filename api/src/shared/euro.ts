import { Decimal } from './scalars.ts';

const SEPARATORS = { it: { group: '.', point: ',' }, en: { group: ',', point: '.' } } as const;

/**
 * An amount with two decimals, half up, grouped by thousands, straight from the Decimal's digits
 * (never through a float): "1.234,56" in Italian, "1,234.56" in English.
 */
export function amountText(value: Decimal, language: keyof typeof SEPARATORS = 'it'): string {
  const { group, point } = SEPARATORS[language];
  const rounded = value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const [whole = '0', cents = '00'] = rounded.abs().toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${rounded.isNegative() && !rounded.isZero() ? '-' : ''}${grouped}${point}${cents}`;
}

/**
 * "1.234,56 €": the one spelling of an amount in Italian server messages, PDFs and e-invoice
 * discrepancies.
 */
export function euro(value: Decimal): string {
  return `${amountText(value)} €`;
}
