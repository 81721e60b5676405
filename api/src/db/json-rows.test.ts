import { describe, expect, it } from 'vitest';
import { Prisma } from '../generated/prisma/client.ts';
import { decimalScalar } from '../shared/scalars.ts';
import { prismaRow } from './json-rows.ts';

// A numeric column read as JSON text is a Prisma.Decimal whose digits are parsed when first read
// (db/json-rows.ts): every use must give what the Decimal Prisma's client returns gives.
const line = (unitPrice: string, netAmount: string) =>
  prismaRow('InvoiceLine', { unitPrice, netAmount }) as { unitPrice: Prisma.Decimal; netAmount: Prisma.Decimal };

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
});
