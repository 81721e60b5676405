import { Decimal } from '../../shared/scalars.ts';

/** One invoice line as the server stores it: net and VAT computed here, never taken from a client. */
export interface LineInput {
  productId: number | null;
  description: string;
  /** Whole on a typed-in line; a Decimal when copied from a stored line (a recurring invoice's). */
  quantity: number | Decimal;
  unitPrice: Decimal;
  vatPercentage: Decimal;
  /** Issue 18: the cost center the line is charged to (invoices not made from an order). */
  costCenterId?: number | null;
}

export interface ComputedLine extends LineInput {
  position: number;
  netAmount: Decimal;
  vatAmount: Decimal;
}

export interface InvoiceTotals {
  lines: ComputedLine[];
  netAmount: Decimal;
  vatAmount: Decimal;
  totalAmount: Decimal;
}

const cents = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/**
 * Net = quantity x unit price; VAT is rounded to the cent per line, half up, as an Italian invoice
 * prints it; the invoice totals are the sums of the rounded line amounts.
 */
export function computeTotals(lines: LineInput[]): InvoiceTotals {
  const computed = lines.map((line, position) => {
    const netAmount = cents(line.unitPrice.mul(line.quantity));
    const vatAmount = cents(netAmount.mul(line.vatPercentage).div(100));
    return { ...line, position, netAmount, vatAmount };
  });
  const netAmount = computed.reduce((sum, l) => sum.add(l.netAmount), new Decimal(0));
  const vatAmount = computed.reduce((sum, l) => sum.add(l.vatAmount), new Decimal(0));
  return { lines: computed, netAmount, vatAmount, totalAmount: netAmount.add(vatAmount) };
}
