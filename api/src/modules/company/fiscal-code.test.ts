import { describe, expect, it } from 'vitest';
import { FISCAL_CODE_MESSAGES, fiscalCodeCheckCharacter, normaliseFiscalCode } from './fiscal-code.ts';

describe('codice fiscale', () => {
  it('accepts a person’s code with its check character, spaced or lower case', () => {
    expect(normaliseFiscalCode('RSSMRA85T10A562S')).toBe('RSSMRA85T10A562S');
    expect(normaliseFiscalCode(' rssmra 85t10 a562s ')).toBe('RSSMRA85T10A562S');
    expect(fiscalCodeCheckCharacter('RSSMRA85T10A562')).toBe('S');
  });

  it('accepts omocodia (digits replaced by letters) when the check character fits', () => {
    const first15 = 'RSSMRA85T10A56N';
    expect(normaliseFiscalCode(first15 + fiscalCodeCheckCharacter(first15))).toMatch(/^RSSMRA85T10A56N[A-Z]$/);
  });

  it('accepts a company’s 11 digits with a valid partita IVA check digit', () => {
    expect(normaliseFiscalCode('06543210154')).toBe('06543210154');
    expect(() => normaliseFiscalCode('06543210155')).toThrow(FISCAL_CODE_MESSAGES.checkDigit);
  });

  it('refuses a wrong check character, a wrong shape, and a wrong month letter', () => {
    expect(() => normaliseFiscalCode('RSSMRA85T10A562T')).toThrow(FISCAL_CODE_MESSAGES.checkCharacter);
    expect(() => normaliseFiscalCode('RSSMRA85T10A562')).toThrow(FISCAL_CODE_MESSAGES.format);
    expect(() => normaliseFiscalCode('RSSMRA85Z10A562S')).toThrow(FISCAL_CODE_MESSAGES.format);
    expect(() => normaliseFiscalCode('1234567890')).toThrow(FISCAL_CODE_MESSAGES.format);
  });
});
