// The company settings (issue 14, point 4) on GraphQL: the tenant's own record, read by its users and
// written by its admins, with the e-invoice import's purchase-order match tolerance.
import { builder } from '../../builder.ts';
import { can } from '../../auth/permissions.ts';
import type { Tenant } from '../../generated/prisma/client.ts';
import { commonErrors } from '../common/errors.schema.ts';
import { TenantNode } from '../tenants/tenants.schema.ts';
import { getCompany, updateCompany } from './company.service.ts';

builder.prismaObjectFields('Tenant', (t) => ({
  legalName: t.exposeString('fullName', { description: 'Ragione sociale: the tenant’s full name.' }),
  fiscalCode: t.exposeString('fiscalCode', { nullable: true, description: 'Codice fiscale.' }),
  postalCode: t.exposeString('postalCode', { nullable: true, description: 'CAP.' }),
  city: t.exposeString('city', { nullable: true, description: 'Comune.' }),
  province: t.exposeString('province', { nullable: true, description: 'Sigla of the provincia (MI, TO ...).' }),
  country: t.exposeString('country', { description: 'ISO 3166-1 alpha-2 (IT).' }),
  matchTolerancePercent: t.expose('matchTolerancePercent', {
    type: 'Decimal',
    description: 'Purchase-order match of imported e-invoices: tolerance in percent of the order total (default 0.50).',
  }),
  matchToleranceAmount: t.expose('matchToleranceAmount', {
    type: 'Decimal',
    description: 'The minimum tolerance in euro (default 1.00); the larger of the two applies.',
  }),
  iban: t.exposeString('iban', {
    nullable: true,
    description: 'The debtor account of payment runs (IBAN, ISO 13616 checked), stored without spaces.',
  }),
  bic: t.exposeString('bic', { nullable: true, description: 'The BIC of the company’s bank (optional).' }),
  cbiCuc: t.exposeString('cbiCuc', {
    nullable: true,
    description: 'The CBI customer code (CUC) the bank assigned: needed for CBI payment files.',
  }),
  canEditCompany: t.boolean({
    description: 'The viewer may change these company settings (a tenant admin).',
    resolve: (_tenant, _args, ctx) => can(ctx.viewer, 'company.update'),
  }),
}));

const UpdateCompanyInput = builder.inputType('UpdateCompanySettingsInput', {
  description: 'Only the fields sent change; null clears an optional one.',
  fields: (t) => ({
    tenantId: t.id({ description: 'Another tenant (principal admin only); default your own.' }),
    legalName: t.string(),
    vatNumber: t.string({ description: 'Partita IVA (check digit verified) or a foreign VAT number.' }),
    fiscalCode: t.string({ description: 'Codice fiscale: 16 characters, or 11 digits for a company.' }),
    address: t.string({ description: 'Street and number.' }),
    postalCode: t.string(),
    city: t.string(),
    province: t.string(),
    country: t.string(),
    matchTolerancePercent: t.field({ type: 'Decimal' }),
    matchToleranceAmount: t.field({ type: 'Decimal' }),
    iban: t.string({ description: 'The debtor IBAN of payment runs; spaces allowed, checked (mod 97).' }),
    bic: t.string({ description: 'The bank’s BIC, 8 or 11 characters.' }),
    cbiCuc: t.string({ description: 'CBI customer code (CUC): 8 letters or digits.' }),
  }),
});

const CompanyPayload = builder.objectRef<{ tenant: Tenant }>('CompanySettingsPayload').implement({
  fields: (t) => ({ tenant: t.field({ type: TenantNode, resolve: (p) => p.tenant }) }),
});

builder.queryFields((t) => ({
  companySettings: t.field({
    type: TenantNode,
    description: 'Your company’s legal data and e-invoice settings (the principal admin may name another tenant).',
    authScopes: { can: 'company.view' },
    args: { tenantId: t.arg.id() },
    resolve: (_root, args, ctx) => getCompany(ctx, args.tenantId),
  }),
}));

builder.mutationFields((t) => ({
  updateCompanySettings: t.field({
    type: CompanyPayload,
    description: 'A tenant admin saves the company’s legal data and match tolerance; validated and audited.',
    errors: { types: commonErrors },
    authScopes: { can: 'company.update' },
    args: { input: t.arg({ type: UpdateCompanyInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const { tenantId, ...fields } = input;
      return { tenant: await updateCompany(ctx, fields, tenantId) };
    },
  }),
}));
