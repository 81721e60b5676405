import { describe, expect, it } from 'vitest';
import {
  BANK_MESSAGES,
  BANK_MESSAGES_IT,
  formatIban,
  isValidBic,
  isValidIban,
  italianAbi,
  maskIban,
  normaliseBic,
  normaliseIban,
} from './bank-account.ts';

describe('IBAN (ISO 13616)', () => {
  it('accepts valid IBANs of several countries, spaced or lower case, and stores them compact', () => {
    expect(normaliseIban('it60 x054 2811 1010 0000 0123 456')).toBe('IT60X0542811101000000123456');
    for (const iban of [
      'DE89370400440532013000',
      'GB82WEST12345698765432',
      'NO9386011117947',
      'FR1420041010050500013M02606',
    ])
      expect(isValidIban(iban)).toBe(true);
  });

  it('refuses a wrong check digit, naming the problem', () => {
    expect(() => normaliseIban('IT61X0542811101000000123456')).toThrow(BANK_MESSAGES.ibanCheck);
    // One digit of the account mistyped.
    expect(() => normaliseIban('IT60X0542811101000000123457')).toThrow(BANK_MESSAGES.ibanCheck);
  });

  it('refuses a length that is not the country’s, an unknown country and a bad shape', () => {
    expect(() => normaliseIban('IT60X054281110100000012345')).toThrow(BANK_MESSAGES.ibanLength('IT', 27));
    expect(() => normaliseIban('DE8937040044053201300')).toThrow(BANK_MESSAGES.ibanLength('DE', 22));
    expect(() => normaliseIban('ZZ60X0542811101000000123456')).toThrow(BANK_MESSAGES.ibanCountry);
    expect(() => normaliseIban('60IT')).toThrow(BANK_MESSAGES.ibanFormat);
    expect(() => normaliseIban('IT60X05428111010000001234#6')).toThrow(BANK_MESSAGES.ibanFormat);
  });

  it('checks the Italian CIN, ABI and CAB layout before the check digits', () => {
    // A digit where the CIN letter goes, and a letter inside the ABI: both 27 characters.
    expect(() => normaliseIban('IT6010542811101000000123456')).toThrow(BANK_MESSAGES.ibanItalian);
    expect(() => normaliseIban('IT60X05A2811101000000123456')).toThrow(BANK_MESSAGES.ibanItalian);
  });

  it('speaks Italian on the Italian screens, with the field named', () => {
    expect(() => normaliseIban('IT61X0542811101000000123456', 'iban', BANK_MESSAGES_IT)).toThrow(
      BANK_MESSAGES_IT.ibanCheck,
    );
    const error = (() => {
      try {
        return normaliseIban('x', 'debtorIban', BANK_MESSAGES_IT);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toMatchObject({ field: 'debtorIban', message: BANK_MESSAGES_IT.ibanFormat });
  });

  it('masks in lists and groups by four on the supplier', () => {
    expect(maskIban('IT60X0542811101000000123456')).toBe('IT60 X054 ... 3456');
    expect(formatIban('IT60X0542811101000000123456')).toBe('IT60 X054 2811 1010 0000 0123 456');
    expect(italianAbi('IT60X0542811101000000123456')).toBe('05428');
    expect(italianAbi('DE89370400440532013000')).toBeNull();
  });
});

describe('BIC (ISO 9362)', () => {
  it('accepts 8 and 11 characters and refuses other shapes', () => {
    expect(normaliseBic('bcitit mm')).toBe('BCITITMM');
    expect(isValidBic('UNCRITMM123')).toBe(true);
    expect(isValidBic('BCITITM')).toBe(false);
    expect(isValidBic('BCIT1TMM')).toBe(false);
    expect(isValidBic('BCITITMMX1')).toBe(false);
    expect(() => normaliseBic('1234')).toThrow(BANK_MESSAGES.bic);
  });
});
