import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../errors.ts';
import { isValidPartitaIva, normaliseVatNumber, VAT_MESSAGES } from './vat-number.ts';

describe('partita IVA', () => {
  it('accepts 11 digits whose check digit fits, refuses any other', () => {
    expect(isValidPartitaIva('01234567897')).toBe(true);
    expect(isValidPartitaIva('12345678903')).toBe(true);
    for (let digit = 0; digit <= 9; digit += 1) {
      if (digit !== 7) expect(isValidPartitaIva(`0123456789${digit}`)).toBe(false);
    }
    expect(isValidPartitaIva('1234567890')).toBe(false);
    expect(isValidPartitaIva('123456789012')).toBe(false);
    expect(isValidPartitaIva('0123456789a')).toBe(false);
  });

  it('stores an Italian number as its 11 digits, with or without IT and separators', () => {
    expect(normaliseVatNumber('01234567897')).toBe('01234567897');
    expect(normaliseVatNumber('IT 012.345-678/97')).toBe('01234567897');
    expect(normaliseVatNumber('it01234567897')).toBe('01234567897');
  });

  it('refuses a wrong check digit and a malformed number with the spec messages', () => {
    expect(() => normaliseVatNumber('01234567890')).toThrow(new ValidationError(VAT_MESSAGES.checkDigit, 'vatNumber'));
    expect(() => normaliseVatNumber('IT123')).toThrow(VAT_MESSAGES.format);
    expect(() => normaliseVatNumber('ITABC12345')).toThrow(VAT_MESSAGES.format);
    expect(() => normaliseVatNumber('X1')).toThrow(VAT_MESSAGES.format);
    try {
      normaliseVatNumber('nope', 'vat_number');
    } catch (error) {
      expect((error as ValidationError).field).toBe('vat_number');
    }
  });

  it('keeps other countries as a country code and 2 to 12 letters or digits, upper case', () => {
    expect(normaliseVatNumber('de 123456789')).toBe('DE123456789');
    expect(normaliseVatNumber('FR12')).toBe('FR12');
    expect(() => normaliseVatNumber('FR1234567890123')).toThrow(VAT_MESSAGES.format);
  });
});
