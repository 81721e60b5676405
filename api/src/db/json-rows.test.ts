import { describe, expect, it } from 'vitest';
import { Prisma } from '../generated/prisma/client.ts';
import { decimalScalar } from '../shared/scalars.ts';
import { shapedRow } from './json-rows.ts';

// A numeric column read as JSON text is a Prisma.Decimal whose digits are parsed when first read
// (db/json-rows.ts): every use must give what the Decimal Prisma's client returns gives.
const line = (unitPrice: string, netAmount: string) =>
  shapedRow({ model: 'InvoiceLine', fields: [{ name: 'unitPrice' }, { name: 'netAmount' }] }, [
    unitPrice,
    netAmount,
  ]) as {
    unitPrice: Prisma.Decimal;
    netAmount: Prisma.Decimal;
  };

describe('numeric columns of JSON rows', () => {
  it('are Decimals that compute, compare and print as Prisma reads them', () => {
    for (const [unitPrice, netAmount] of [
      ['1234.56780000', '1234.50'],
      ['-0.00500000', '-12.05'],
      ['0.00000000', '0.00'],
      ['99999999999.99999999', '999999999999.99'],
    ]) {
      const row = line(unitPrice!, netAmount!);
      for (const [value, text] of [
        [row.unitPrice, unitPrice!],
        [row.netAmount, netAmount!],
      ] as const) {
        const exact = new Prisma.Decimal(text);
        expect(Prisma.Decimal.isDecimal(value)).toBe(true);
        expect(value).toBeInstanceOf(Prisma.Decimal);
        for (const places of [0, 2, 4, 8]) expect(value.toFixed(places)).toBe(exact.toFixed(places));
        expect(value.toFixed(2, Prisma.Decimal.ROUND_DOWN)).toBe(exact.toFixed(2, Prisma.Decimal.ROUND_DOWN));
        expect(value.toString()).toBe(exact.toString());
        expect(JSON.stringify({ value })).toBe(JSON.stringify({ value: exact }));
        expect(value.mul(3).plus('0.01').toString()).toBe(exact.mul(3).plus('0.01').toString());
        expect(new Prisma.Decimal(1).plus(value).toString()).toBe(exact.plus(1).toString());
        expect(value.eq(exact) && exact.eq(value)).toBe(true);
        expect(value.toNumber()).toBe(exact.toNumber());
        expect(decimalScalar.serialize(value)).toBe(exact.toFixed(2));
      }
    }
  });

  it('print a numeric(p, 2) as PostgreSQL wrote it without parsing it', () => {
    const { netAmount } = line('1.00000000', '1234.50');
    expect(decimalScalar.serialize(netAmount)).toBe('1234.50');
    expect(Object.keys(netAmount)).toEqual([]); // no digits parsed yet
    expect(netAmount.toString()).toBe('1234.5');
    expect(Object.keys(netAmount).sort()).toEqual(['d', 'e', 's']);
  });

  it('print to any number of decimals from their text as decimal.js does, half away from zero', () => {
    // Random numerics as PostgreSQL writes them, and the carries and signs that break a hand-written rounding.
    const texts = ['0', '5', '-5', '0.5', '-0.5', '0.005', '-0.005', '-0.004', '9.995', '-9.995', '99.99999999'];
    texts.push('999999999999.99999999', '0.00000000', '1234.56500000', '1234.56499999', '-1234.56500000');
    let seed = 15;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const digits = (n: number) => Array.from({ length: n }, () => '0123456789599'[random(13)]).join('');
    for (let i = 0; i < 3000; i += 1) {
      const whole = String(Number(digits(1 + random(12))));
      const fraction = random(4) === 0 ? '' : `.${digits(1 + random(8))}`;
      texts.push(`${random(3) === 0 ? '-' : ''}${whole}${fraction}`);
    }
    for (const text of texts) {
      const { unitPrice } = line(text, '0.00');
      const exact = new Prisma.Decimal(text);
      for (const places of [0, 1, 2, 3, 8, 10]) {
        expect(unitPrice.toFixed(places), `${text} to ${places}`).toBe(exact.toFixed(places));
        expect(unitPrice.toFixed(places, Prisma.Decimal.ROUND_HALF_UP)).toBe(exact.toFixed(places, 4));
      }
      expect(unitPrice.toFixed(2, Prisma.Decimal.ROUND_HALF_EVEN)).toBe(
        exact.toFixed(2, Prisma.Decimal.ROUND_HALF_EVEN),
      );
      expect(unitPrice.toFixed()).toBe(exact.toFixed());
    }
    // Printing did not parse: the digits are still unread.
    const { unitPrice } = line('1250.50500000', '0.00');
    expect(decimalScalar.serialize(unitPrice)).toBe('1250.51');
    expect(Object.keys(unitPrice)).toEqual([]);
  });
});
