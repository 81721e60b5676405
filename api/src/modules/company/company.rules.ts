import { ValidationError } from '../../errors.ts';
import { Decimal } from '../../shared/scalars.ts';
import { optionalText, requiredText } from '../common/master-data.ts';
import { normaliseVatNumber, VAT_MESSAGES_IT } from '../suppliers/vat-number.ts';
import { normaliseFiscalCode } from './fiscal-code.ts';
import { BANK_MESSAGES_IT, normaliseBic, normaliseIban } from '../../shared/bank-account.ts';

/** The company settings screen is Italian, like the legal data it holds. */
export const COMPANY_MESSAGES = {
  legalName: 'La ragione sociale è obbligatoria',
  postalCode: 'CAP non valido: 5 cifre',
  foreignPostalCode: 'CAP non valido: al massimo 10 lettere o cifre',
  province: 'Provincia non valida: la sigla di due lettere (MI, TO ...)',
  country: 'Nazione non valida: il codice ISO di due lettere (IT, DE ...)',
  tolerancePercent: 'Tolleranza percentuale non valida: da 0 a 100, al massimo due decimali',
  toleranceAmount: 'Tolleranza in euro non valida: 0 o più, al massimo due decimali',
  cbiCuc: 'Codice CUC non valido: gli 8 caratteri (lettere e cifre) assegnati dalla banca',
} as const;

/** What a caller may send; undefined leaves a field as it is, null clears an optional one. */
export interface CompanyInput {
  legalName?: unknown;
  vatNumber?: unknown;
  fiscalCode?: unknown;
  address?: unknown;
  postalCode?: unknown;
  city?: unknown;
  province?: unknown;
  country?: unknown;
  matchTolerancePercent?: unknown;
  matchToleranceAmount?: unknown;
  iban?: unknown;
  bic?: unknown;
  cbiCuc?: unknown;
}

/** The Tenant columns the settings write. */
export interface CompanyFields {
  fullName?: string;
  vatNumber?: string | null;
  fiscalCode?: string | null;
  address?: string | null;
  postalCode?: string | null;
  city?: string | null;
  province?: string | null;
  country?: string;
  matchTolerancePercent?: Decimal;
  matchToleranceAmount?: Decimal;
  iban?: string | null;
  bic?: string | null;
  cbiCuc?: string | null;
}

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;

function decimalIn(value: unknown, message: string, field: string, max?: number): Decimal {
  const text = Decimal.isDecimal(value) ? value.toString() : typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !AMOUNT.test(text.trim())) throw new ValidationError(message, field);
  const amount = new Decimal(text.trim());
  if (max !== undefined && amount.gt(max)) throw new ValidationError(message, field);
  return amount;
}

function code(value: unknown, field: string): string | null | undefined {
  return optionalText(value, field, 40)?.toUpperCase();
}

/**
 * Checks and normalises the fields sent (a partial update): the VAT number with the partita IVA check
 * digit, the fiscal code's shape and check character, an Italian CAP of 5 digits, the provincia's
 * sigla, the country's ISO code, and the match tolerance.
 */
export function parseCompanyInput(input: CompanyInput, currentCountry: string): CompanyFields {
  const fields: CompanyFields = {};
  if (input.legalName !== undefined)
    fields.fullName = requiredText(input.legalName, COMPANY_MESSAGES.legalName, 'legalName');
  if (input.vatNumber !== undefined) {
    const vat = optionalText(input.vatNumber, 'vatNumber', 40);
    fields.vatNumber = vat ? normaliseVatNumber(vat, 'vatNumber', VAT_MESSAGES_IT) : null;
  }
  if (input.fiscalCode !== undefined) {
    const fiscal = optionalText(input.fiscalCode, 'fiscalCode', 40);
    fields.fiscalCode = fiscal ? normaliseFiscalCode(fiscal) : null;
  }
  if (input.address !== undefined) fields.address = optionalText(input.address, 'address', 200);
  if (input.city !== undefined) fields.city = optionalText(input.city, 'city', 60);
  if (input.country !== undefined) {
    const country = code(input.country, 'country');
    if (!country || !/^[A-Z]{2}$/.test(country)) throw new ValidationError(COMPANY_MESSAGES.country, 'country');
    fields.country = country;
  }
  if (input.province !== undefined) {
    const province = code(input.province, 'province');
    if (province && !/^[A-Z]{2}$/.test(province)) throw new ValidationError(COMPANY_MESSAGES.province, 'province');
    fields.province = province ?? null;
  }
  if (input.postalCode !== undefined) {
    const postal = code(input.postalCode, 'postalCode');
    const italian = (fields.country ?? currentCountry) === 'IT';
    if (postal && italian && !/^\d{5}$/.test(postal))
      throw new ValidationError(COMPANY_MESSAGES.postalCode, 'postalCode');
    if (postal && !/^[A-Z0-9]{1,10}$/.test(postal)) {
      throw new ValidationError(COMPANY_MESSAGES.foreignPostalCode, 'postalCode');
    }
    fields.postalCode = postal ?? null;
  }
  if (input.matchTolerancePercent !== undefined) {
    fields.matchTolerancePercent = decimalIn(
      input.matchTolerancePercent,
      COMPANY_MESSAGES.tolerancePercent,
      'matchTolerancePercent',
      100,
    );
  }
  if (input.matchToleranceAmount !== undefined) {
    fields.matchToleranceAmount = decimalIn(
      input.matchToleranceAmount,
      COMPANY_MESSAGES.toleranceAmount,
      'matchToleranceAmount',
    );
  }
  parseBankAccount(input, fields);
  return fields;
}

/** The debtor account of payment runs (issue 16, point 2): IBAN and BIC checked, the CBI CUC's shape. */
function parseBankAccount(input: CompanyInput, fields: CompanyFields): void {
  if (input.iban !== undefined) {
    const iban = optionalText(input.iban, 'iban', 60);
    fields.iban = iban ? normaliseIban(iban, 'iban', BANK_MESSAGES_IT) : null;
  }
  if (input.bic !== undefined) {
    const bic = optionalText(input.bic, 'bic', 20);
    fields.bic = bic ? normaliseBic(bic, 'bic', BANK_MESSAGES_IT) : null;
  }
  if (input.cbiCuc !== undefined) {
    const cuc = code(input.cbiCuc, 'cbiCuc');
    if (cuc && !/^[A-Z0-9]{8}$/.test(cuc)) throw new ValidationError(COMPANY_MESSAGES.cbiCuc, 'cbiCuc');
    fields.cbiCuc = cuc ?? null;
  }
}

/**
 * The tolerance of the purchase-order match (issue 14, point 8): the larger of the percentage of the
 * order total and the fixed amount (by default 0.5% and EUR 1).
 */
export function matchTolerance(orderTotal: Decimal, percent: Decimal, amount: Decimal): Decimal {
  const share = orderTotal.abs().mul(percent).div(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return Decimal.max(share, amount);
}
