import { isTwoDecimalAmount } from '../../shared/format.ts';
import type { FieldErrors } from '../../shared/useFieldErrors.ts';
import { companyTexts as t } from './texts.ts';

/** The form's values: every field a text as typed. */
export interface CompanyValues {
  legalName: string;
  vatNumber: string;
  fiscalCode: string;
  address: string;
  postalCode: string;
  city: string;
  province: string;
  country: string;
  matchTolerancePercent: string;
  matchToleranceAmount: string;
  iban: string;
  bic: string;
  cbiCuc: string;
}

/** Input ids by the server's field names, so a server message lands beside its field. */
export const COMPANY_FIELD_IDS: Record<keyof CompanyValues, string> = {
  legalName: 'company-legal-name',
  vatNumber: 'company-vat-number',
  fiscalCode: 'company-fiscal-code',
  address: 'company-address',
  postalCode: 'company-postal-code',
  city: 'company-city',
  province: 'company-province',
  country: 'company-country',
  matchTolerancePercent: 'company-tolerance-percent',
  matchToleranceAmount: 'company-tolerance-amount',
  iban: 'company-iban',
  bic: 'company-bic',
  cbiCuc: 'company-cbi-cuc',
};

/**
 * What the browser can tell before sending, with the server's own messages; the partita IVA and
 * codice fiscale check characters are the server's (its message comes back on the field).
 */
export function validateCompany(v: CompanyValues): FieldErrors {
  const errors: FieldErrors = {};
  const italian = v.country.trim().toUpperCase() === 'IT';
  if (!v.legalName.trim()) errors[COMPANY_FIELD_IDS.legalName] = t.messages.legalName;
  if (italian && v.postalCode.trim() && !/^\d{5}$/.test(v.postalCode.trim())) {
    errors[COMPANY_FIELD_IDS.postalCode] = t.messages.postalCode;
  }
  if (italian && v.province.trim() && !/^[A-Za-z]{2}$/.test(v.province.trim())) {
    errors[COMPANY_FIELD_IDS.province] = t.messages.province;
  }
  if (!/^[A-Za-z]{2}$/.test(v.country.trim())) errors[COMPANY_FIELD_IDS.country] = t.messages.country;
  const percent = v.matchTolerancePercent.trim();
  if (!isTwoDecimalAmount(percent) || Number(percent.replace(',', '.')) > 100) {
    errors[COMPANY_FIELD_IDS.matchTolerancePercent] = t.messages.tolerancePercent;
  }
  if (!isTwoDecimalAmount(v.matchToleranceAmount)) {
    errors[COMPANY_FIELD_IDS.matchToleranceAmount] = t.messages.toleranceAmount;
  }
  return errors;
}

/** The mutation's input: trimmed, empty optional texts cleared (null), decimals with a dot. */
export function companyInput(v: CompanyValues) {
  const optional = (s: string) => s.trim() || null;
  return {
    legalName: v.legalName.trim(),
    vatNumber: optional(v.vatNumber),
    fiscalCode: optional(v.fiscalCode),
    address: optional(v.address),
    postalCode: optional(v.postalCode),
    city: optional(v.city),
    province: optional(v.province.toUpperCase()),
    country: v.country.trim().toUpperCase(),
    matchTolerancePercent: v.matchTolerancePercent.trim().replace(',', '.'),
    matchToleranceAmount: v.matchToleranceAmount.trim().replace(',', '.'),
    // The IBAN's check digits, the BIC's and the CUC's shape are the server's (its message comes back on the field).
    iban: optional(v.iban),
    bic: optional(v.bic),
    cbiCuc: optional(v.cbiCuc),
  };
}
