import { ValidationError } from '../../errors.ts';

export const VAT_MESSAGES = {
  format:
    'Invalid VAT number: use an Italian partita IVA (11 digits, optional IT prefix) or a country code followed by 2 to 12 letters or digits',
  checkDigit: 'Invalid VAT number: the check digit of this partita IVA is wrong',
};

/** The same refusals for the Italian screens (company settings). */
export const VAT_MESSAGES_IT: typeof VAT_MESSAGES = {
  format:
    'Partita IVA non valida: usa una partita IVA italiana (11 cifre, prefisso IT facoltativo) o il codice di un paese seguito da 2-12 lettere o cifre',
  checkDigit: 'Partita IVA non valida: la cifra di controllo è errata',
};

/**
 * The partita IVA check: digits in odd positions are added, digits in even positions are doubled
 * (minus 9 when above 9) and added; the total must be a multiple of 10.
 */
export function isValidPartitaIva(digits: string): boolean {
  if (!/^\d{11}$/.test(digits)) return false;
  let total = 0;
  for (let i = 0; i < 11; i += 1) {
    let digit = Number(digits[i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    total += digit;
  }
  return total % 10 === 0;
}

/**
 * The stored form of a VAT number: separators removed, upper case; an Italian one as its 11 digits
 * (with or without the IT prefix it is the same number, so uniqueness must see it as one).
 */
export function normaliseVatNumber(raw: string, field = 'vatNumber', messages = VAT_MESSAGES): string {
  const compact = raw.replace(/[\s.\-/]/g, '').toUpperCase();
  const italian = /^(IT)?(\d{11})$/.exec(compact);
  if (italian) {
    if (!isValidPartitaIva(italian[2]!)) throw new ValidationError(messages.checkDigit, field);
    return italian[2]!;
  }
  if (!/^[A-Z]{2}[0-9A-Z]{2,12}$/.test(compact) || compact.startsWith('IT')) {
    throw new ValidationError(messages.format, field);
  }
  return compact;
}
