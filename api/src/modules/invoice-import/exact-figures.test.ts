import { describe, expect, it } from 'vitest';
import type { ParsedFatturaPA } from '../einvoices/einvoice-reader.ts';
import { significantDigits, tooPreciseFigure } from './exact-figures.ts';

const documentWith = (unitPrice: string, quantity: string | null = '1.00') =>
  ({
    bodies: [{ rounding: null, lines: [{ quantity, unitPrice, total: '10.00' }] }],
  }) as unknown as ParsedFatturaPA;

describe('exact e-invoice figures', () => {
  it('counts significant digits without leading and trailing zeros or the sign', () => {
    expect(significantDigits('0012.3400')).toBe(4);
    expect(significantDigits('-0.00000001')).toBe(1);
    expect(significantDigits('1200')).toBe(2);
    expect(significantDigits('1234567.12345678')).toBe(15);
  });

  it('accepts figures a double keeps exactly and refuses one it would alter, naming the element', () => {
    expect(tooPreciseFigure(documentWith('1234567.12345678'))).toBeNull();
    expect(tooPreciseFigure(documentWith('12345678.12345678'))).toBe(
      'File non importato: PrezzoUnitario 12345678.12345678 ha più di 15 cifre significative, oltre la precisione che il prodotto conserva esattamente',
    );
    expect(tooPreciseFigure(documentWith('4.35', '1234567890.12345678'))).toMatch(/^File non importato: Quantita /);
  });
});
