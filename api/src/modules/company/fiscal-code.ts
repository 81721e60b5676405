import { ValidationError } from '../../errors.ts';
import { isValidPartitaIva } from '../suppliers/vat-number.ts';

export const FISCAL_CODE_MESSAGES = {
  format: 'Codice fiscale non valido: 16 caratteri (persona fisica) oppure 11 cifre (società, come la partita IVA)',
  checkCharacter: 'Codice fiscale non valido: il carattere di controllo non corrisponde',
  checkDigit: 'Codice fiscale non valido: la cifra di controllo non corrisponde',
} as const;

/** A person's codice fiscale; digits of the date and place may be letters (omocodia). */
const PERSON = /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/;

/** Values of characters in odd positions (1st, 3rd ...) of the check-character algorithm, 0-9 then A-Z. */
const ODD = [
  1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22,
  25, 24, 23,
];

function charIndex(c: string): number {
  const code = c.charCodeAt(0);
  return code <= 57 ? code - 48 : code - 65 + 10;
}

/** The 16th character of a person's codice fiscale, from the first fifteen. */
export function fiscalCodeCheckCharacter(first15: string): string {
  let total = 0;
  for (let i = 0; i < 15; i += 1) {
    const index = charIndex(first15[i]!);
    // Even positions count digits 0-9 and letters A-Z as 0-25 alike.
    total += i % 2 === 0 ? ODD[index]! : index < 10 ? index : index - 10;
  }
  return String.fromCharCode(65 + (total % 26));
}

/**
 * The stored form of a codice fiscale: spaces removed, upper case. A company's is its 11 digits (the
 * partita IVA check applies), a person's 16 characters with a valid check character.
 */
export function normaliseFiscalCode(raw: string, field = 'fiscalCode'): string {
  const compact = raw.replace(/\s/g, '').toUpperCase();
  if (/^\d{11}$/.test(compact)) {
    if (!isValidPartitaIva(compact)) throw new ValidationError(FISCAL_CODE_MESSAGES.checkDigit, field);
    return compact;
  }
  if (!PERSON.test(compact)) throw new ValidationError(FISCAL_CODE_MESSAGES.format, field);
  if (fiscalCodeCheckCharacter(compact.slice(0, 15)) !== compact[15]) {
    throw new ValidationError(FISCAL_CODE_MESSAGES.checkCharacter, field);
  }
  return compact;
}
