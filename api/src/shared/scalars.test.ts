import { describe, expect, it } from 'vitest';
import { Decimal, decimalScalar } from './scalars.ts';

describe('Decimal scalar output', () => {
  it('writes every amount with two decimals, rounded half up once, whether a Decimal or not', () => {
    // Decimals (what the services return) take the direct path; the rest is parsed first: same text.
    const cases: [unknown, string][] = [
      [new Decimal('1234.5'), '1234.50'],
      [new Decimal('1.005'), '1.01'],
      [new Decimal('-0.125'), '-0.13'],
      [new Decimal('0'), '0.00'],
      [new Decimal('999999999999.99'), '999999999999.99'],
      ['12', '12.00'],
      [7.1, '7.10'],
      ['2.675', '2.68'],
    ];
    for (const [value, text] of cases) expect(decimalScalar.serialize(value)).toBe(text);
  });
});
