// Bank account identifiers (issue 16, point 1): the IBAN (ISO 13616: country, length of the
// country's registry entry, mod-97 check; for Italy and San Marino also the CIN/ABI/CAB layout) and
// the BIC (ISO 9362). One module for suppliers, the company settings and the e-invoice import.
import { ValidationError } from '../errors.ts';

/** IBAN length per country, from the ISO 13616 IBAN registry (SWIFT). */
const IBAN_LENGTHS: Record<string, number> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BI: 27, BR: 29, BY: 28, CH: 21,
  CR: 22, CY: 28, CZ: 24, DE: 22, DJ: 27, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18, FK: 18, FO: 18,
  FR: 27, GB: 22, GE: 22, GI: 23, GL: 18, GR: 27, GT: 28, HR: 21, HU: 28, IE: 22, IL: 23, IQ: 23, IS: 26,
  IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LC: 32, LI: 21, LT: 20, LU: 20, LV: 21, LY: 25, MC: 27, MD: 24,
  ME: 22, MK: 19, MN: 20, MR: 27, MT: 31, MU: 30, NI: 28, NL: 18, NO: 15, OM: 23, PK: 24, PL: 28, PS: 29,
  PT: 25, QA: 29, RO: 24, RS: 22, RU: 33, SA: 24, SC: 31, SD: 18, SE: 24, SI: 19, SK: 24, SM: 27, SO: 23,
  ST: 25, SV: 28, TL: 23, TN: 24, TR: 26, UA: 29, VA: 22, VG: 24, XK: 20,
}; // prettier-ignore

/** Italy's (and San Marino's) BBAN: CIN (a letter), ABI (5 digits), CAB (5 digits), account (12). */
const ITALIAN_BBAN = /^[A-Z]\d{5}\d{5}[A-Z0-9]{12}$/;

/** ISO 9362 as the SEPA schema (pain.001.001.03 BICIdentifier) accepts it: 8 or 11 characters. */
const BIC = /^[A-Z]{6}[A-Z2-9][A-NP-Z0-9]([A-Z0-9]{3})?$/;

export interface BankMessages {
  ibanFormat: string;
  ibanCountry: string;
  ibanLength: (country: string, length: number) => string;
  ibanItalian: string;
  ibanCheck: string;
  bic: string;
}

/** The suppliers screen is English. */
export const BANK_MESSAGES: BankMessages = {
  ibanFormat: 'Invalid IBAN: two letters, two check digits, then letters and digits',
  ibanCountry: 'Invalid IBAN: unknown country code',
  ibanLength: (country, length) => `Invalid IBAN: an IBAN of ${country} has ${length} characters`,
  ibanItalian: 'Invalid IBAN: after the check digits an Italian IBAN has CIN (a letter), ABI and CAB (5 digits each) and a 12-character account',
  ibanCheck: 'Invalid IBAN: the check digits do not match (a typing error?)',
  bic: 'Invalid BIC: 8 or 11 characters (bank, country, location, optional branch)',
}; // prettier-ignore

/** The company settings and payment screens are Italian. */
export const BANK_MESSAGES_IT: BankMessages = {
  ibanFormat: 'IBAN non valido: due lettere, due cifre di controllo, poi lettere e cifre',
  ibanCountry: 'IBAN non valido: codice del paese sconosciuto',
  ibanLength: (country, length) => `IBAN non valido: un IBAN ${country} ha ${length} caratteri`,
  ibanItalian: 'IBAN non valido: dopo le cifre di controllo un IBAN italiano ha CIN (una lettera), ABI e CAB (5 cifre ciascuno) e un conto di 12 caratteri',
  ibanCheck: 'IBAN non valido: le cifre di controllo non corrispondono (errore di battitura?)',
  bic: 'BIC non valido: 8 o 11 caratteri (banca, paese, località, filiale facoltativa)',
}; // prettier-ignore

/** The ISO 7064 mod 97-10 remainder of an IBAN (country and check digits moved to the end). */
function mod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const code = char.charCodeAt(0);
    // Letters count as two digits, A = 10 ... Z = 35.
    const value = code >= 65 ? String(code - 55) : char;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/** Why the compact, upper-case text is not an IBAN, or null when it is one. */
function ibanProblem(iban: string, messages: BankMessages): string | null {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{1,30}$/.test(iban)) return messages.ibanFormat;
  const country = iban.slice(0, 2);
  const length = IBAN_LENGTHS[country];
  if (length === undefined) return messages.ibanCountry;
  if (iban.length !== length) return messages.ibanLength(country, length);
  if ((country === 'IT' || country === 'SM') && !ITALIAN_BBAN.test(iban.slice(4))) return messages.ibanItalian;
  if (mod97(iban) !== 1) return messages.ibanCheck;
  return null;
}

function compact(raw: string): string {
  return raw.replace(/[\s\-.]/g, '').toUpperCase();
}

export function isValidIban(raw: string): boolean {
  return ibanProblem(compact(raw), BANK_MESSAGES) === null;
}

/** The stored form of an IBAN (no spaces, upper case), or a ValidationError saying what is wrong. */
export function normaliseIban(raw: string, field = 'iban', messages = BANK_MESSAGES): string {
  const iban = compact(raw);
  const problem = ibanProblem(iban, messages);
  if (problem) throw new ValidationError(problem, field);
  return iban;
}

export function isValidBic(raw: string): boolean {
  return BIC.test(compact(raw));
}

/** The stored form of a BIC: upper case, no spaces. */
export function normaliseBic(raw: string, field = 'bic', messages = BANK_MESSAGES): string {
  const bic = compact(raw);
  if (!BIC.test(bic)) throw new ValidationError(messages.bic, field);
  return bic;
}

/** The ABI (bank code) of an Italian IBAN: the CBI file names the debtor's bank by it. */
export function italianAbi(iban: string): string | null {
  return /^(IT|SM)\d{2}[A-Z](\d{5})/.exec(iban)?.[2] ?? null;
}

/** "IT60 X054 ... 3456": enough to recognise an account in a list without showing it whole. */
export function maskIban(iban: string): string {
  const head = iban.slice(0, 8);
  return `${head.slice(0, 4)} ${head.slice(4)} ... ${iban.slice(-4)}`;
}

/** Four-character groups, as an IBAN is printed. */
export function formatIban(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, '$1 ');
}
