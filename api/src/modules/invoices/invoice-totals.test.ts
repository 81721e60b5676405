import { describe, expect, it } from 'vitest';
import { Decimal } from '../../shared/scalars.ts';
import { computeTotals, type LineInput } from './invoice-totals.ts';

const line = (quantity: number, unitPrice: string, vatPercentage: string): LineInput => ({
  productId: null,
  description: 'x',
  quantity,
  unitPrice: new Decimal(unitPrice),
  vatPercentage: new Decimal(vatPercentage),
});
const text = (totals: ReturnType<typeof computeTotals>) => ({
  lines: totals.lines.map((l) => [l.position, l.netAmount.toFixed(2), l.vatAmount.toFixed(2)]),
  net: totals.netAmount.toFixed(2),
  vat: totals.vatAmount.toFixed(2),
  total: totals.totalAmount.toFixed(2),
});

describe('computeTotals: money and VAT rounding', () => {
  it('net = quantity x unit price; VAT per line to the cent, half up', () => {
    expect(text(computeTotals([line(3, '10.00', '22')]))).toEqual({
      lines: [[0, '30.00', '6.60']],
      net: '30.00',
      vat: '6.60',
      total: '36.60',
    });
    // 0.25 x 22% = 0.055: half up is 0.06 (banker's rounding would give 0.06 too; 0.045 tells them apart).
    expect(computeTotals([line(1, '0.25', '22')]).vatAmount.toFixed(2)).toBe('0.06');
    expect(computeTotals([line(1, '0.45', '10')]).vatAmount.toFixed(2)).toBe('0.05');
    expect(computeTotals([line(1, '10.05', '22')]).vatAmount.toFixed(2)).toBe('2.21');
  });

  it('the invoice VAT is the sum of the rounded line VATs, not the VAT of the summed net', () => {
    const totals = text(computeTotals([line(1, '0.25', '22'), line(1, '0.25', '22')]));
    expect(totals).toEqual({
      lines: [
        [0, '0.25', '0.06'],
        [1, '0.25', '0.06'],
      ],
      net: '0.50',
      vat: '0.12',
      total: '0.62',
    });
  });

  it('no float on the way: amounts a double cannot hold stay exact', () => {
    const totals = computeTotals([line(3, '0.10', '0'), line(1, '999999999999.99', '22')]);
    expect(totals.netAmount.toFixed(2)).toBe('1000000000000.29');
    expect(totals.vatAmount.toFixed(2)).toBe('220000000000.00');
    expect(totals.totalAmount.toFixed(2)).toBe('1220000000000.29');
  });

  it('no lines: zero', () => {
    expect(text(computeTotals([]))).toEqual({ lines: [], net: '0.00', vat: '0.00', total: '0.00' });
  });
});
