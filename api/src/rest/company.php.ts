import type { Tenant } from '../generated/prisma/client.ts';
import { getCompany, updateCompany } from '../modules/company/company.service.ts';
import type { CompanyInput } from '../modules/company/company.rules.ts';
import { json, type RestEndpoint } from './adapter.ts';
import { money } from './legacy.ts';

/** The company settings in the REST shape (issue 14, point 4): snake_case, amounts as numbers. */
export function legacyCompany(tenant: Tenant) {
  return {
    id: tenant.id,
    legal_name: tenant.fullName,
    vat_number: tenant.vatNumber,
    fiscal_code: tenant.fiscalCode,
    address: tenant.address,
    postal_code: tenant.postalCode,
    city: tenant.city,
    province: tenant.province,
    country: tenant.country,
    match_tolerance_percent: money(tenant.matchTolerancePercent),
    match_tolerance_amount: money(tenant.matchToleranceAmount),
    iban: tenant.iban,
    bic: tenant.bic,
    cbi_cuc: tenant.cbiCuc,
  };
}

const FIELDS: [keyof CompanyInput, string][] = [
  ['legalName', 'legal_name'],
  ['vatNumber', 'vat_number'],
  ['fiscalCode', 'fiscal_code'],
  ['address', 'address'],
  ['postalCode', 'postal_code'],
  ['city', 'city'],
  ['province', 'province'],
  ['country', 'country'],
  ['matchTolerancePercent', 'match_tolerance_percent'],
  ['matchToleranceAmount', 'match_tolerance_amount'],
  ['iban', 'iban'],
  ['bic', 'bic'],
  ['cbiCuc', 'cbi_cuc'],
];

/** Only the keys present change (as the legacy PUTs send the changed fields). */
function companyInput(body: Record<string, unknown>): CompanyInput {
  const input: CompanyInput = {};
  for (const [field, key] of FIELDS) if (Object.hasOwn(body, key)) input[field] = body[key];
  return input;
}

/** ?tenant_id= names another tenant (principal admin only); without it the caller's own. */
export const companyEndpoint: RestEndpoint = {
  async GET(req, ctx) {
    return json(legacyCompany(await getCompany(ctx, req.query.get('tenant_id'))));
  },
  async PUT(req, ctx) {
    const tenant = await updateCompany(ctx, companyInput(req.body), req.query.get('tenant_id'));
    return json({ success: true, company: legacyCompany(tenant) });
  },
};
