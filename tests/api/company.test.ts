import { encodeGlobalID } from '@pothos/plugin-relay';
import { describe, expect, it } from 'vitest';
import { isValidPartitaIva, VAT_MESSAGES_IT } from '../../api/src/modules/suppliers/vat-number.ts';
import { COMPANY_MESSAGES } from '../../api/src/modules/company/company.rules.ts';
import { FISCAL_CODE_MESSAGES, normaliseFiscalCode } from '../../api/src/modules/company/fiscal-code.ts';
import { appForFile } from '../setup/test-app.ts';
import { BANK_MESSAGES_IT, isValidIban } from '../../api/src/shared/bank-account.ts';
import { loginAll } from '../setup/test-app.ts';

/** Issue 14, point 4: the company settings are the tenant's own record, over GraphQL and /api/company.php. */
const t = await appForFile();
const tokens = await loginAll(t);
const superAdmin = await t.login('superadmin@admin.test', 'admin');
const globexAdmin = await t.login('admin@globex.test', 'globex');
const prisma = t.app.database.platform;
const acme = await prisma.tenant.findUniqueOrThrow({ where: { shortName: 'acme' } });
const globex = await prisma.tenant.findUniqueOrThrow({ where: { shortName: 'globex' } });

const READ = `query ($tenantId: ID) { companySettings(tenantId: $tenantId) { rowId legalName fullName vatNumber fiscalCode
  address postalCode city province country matchTolerancePercent matchToleranceAmount canEditCompany } }`;
const UPDATE = `mutation ($input: UpdateCompanySettingsInput!) { updateCompanySettings(input: $input) { __typename
  ... on Error { message field } ... on MutationUpdateCompanySettingsSuccess { data { tenant { legalName vatNumber
  fiscalCode address postalCode city province country matchTolerancePercent matchToleranceAmount } } } } }`;

async function update(input: Record<string, unknown>, token = tokens.admin) {
  return (await t.gql<any>(UPDATE, { input }, token)).data.updateCompanySettings;
}

describe('company settings: reading', () => {
  it('every user of the tenant reads them; the demo tenants carry valid legal data', async () => {
    for (const [role, token] of Object.entries(tokens)) {
      const res = await t.gql<any>(READ, {}, token);
      expect(res.errors, role).toBeUndefined();
      expect(res.data.companySettings, role).toMatchObject({
        rowId: acme.id,
        legalName: 'Acme S.p.A.',
        fullName: 'Acme S.p.A.',
        vatNumber: acme.vatNumber,
        address: 'Via Torino 45',
        postalCode: '20123',
        city: 'Milano',
        province: 'MI',
        country: 'IT',
        matchTolerancePercent: '0.50',
        matchToleranceAmount: '1.00',
        canEditCompany: role === 'admin',
      });
    }
    for (const tenant of await prisma.tenant.findMany()) {
      expect(isValidPartitaIva(tenant.vatNumber ?? ''), tenant.shortName).toBe(true);
      expect(normaliseFiscalCode(tenant.fiscalCode ?? ''), tenant.shortName).toBe(tenant.fiscalCode);
      expect(tenant.postalCode, tenant.shortName).toMatch(/^\d{5}$/);
    }
    const rest = await t.rest('GET', 'company.php', undefined, tokens.procurement);
    expect(rest).toEqual({
      status: 200,
      body: {
        id: acme.id,
        legal_name: 'Acme S.p.A.',
        vat_number: acme.vatNumber,
        fiscal_code: acme.fiscalCode,
        address: 'Via Torino 45',
        postal_code: '20123',
        city: 'Milano',
        province: 'MI',
        country: 'IT',
        match_tolerance_percent: 0.5,
        match_tolerance_amount: 1,
        iban: 'IT47A0306909606100000063224',
        bic: 'BCITITMM',
        cbi_cuc: 'ACME0001',
      },
    });
    expect((await t.rest('GET', 'company.php')).status).toBe(401);
  });

  it("a tenant's users never read another tenant's; the principal admin may", async () => {
    const other = encodeGlobalID('Tenant', String(globex.id));
    for (const token of [tokens.admin, tokens.finance]) {
      expect((await t.gql<any>(READ, { tenantId: other }, token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await t.rest('GET', `company.php?tenant_id=${globex.id}`, undefined, token)).status).toBe(403);
    }
    const own = await t.gql<any>(READ, { tenantId: String(acme.id) }, tokens.finance);
    expect(own.data.companySettings.rowId).toBe(acme.id);
    const bySuper = await t.gql<any>(READ, { tenantId: other }, superAdmin);
    expect(bySuper.data.companySettings).toMatchObject({
      rowId: globex.id,
      legalName: 'Globex S.r.l.',
      city: 'Torino',
    });
    const restSuper = await t.rest('GET', `company.php?tenant_id=${globex.id}`, undefined, superAdmin);
    expect(restSuper.body).toMatchObject({ id: globex.id, province: 'TO' });
  });
});

describe('company settings: writing', () => {
  it('a tenant admin saves them (GraphQL), only the fields sent, normalised and audited', async () => {
    const saved = await update({
      legalName: 'Acme Italia S.p.A.',
      vatNumber: 'IT 065 432 101 54',
      fiscalCode: ' rssmra85t10a562s ',
      postalCode: '20124',
      province: 'mi',
      matchTolerancePercent: '1.25',
      matchToleranceAmount: '5.00',
    });
    expect(saved.data.tenant).toEqual({
      legalName: 'Acme Italia S.p.A.',
      vatNumber: '06543210154',
      fiscalCode: 'RSSMRA85T10A562S',
      address: 'Via Torino 45',
      postalCode: '20124',
      city: 'Milano',
      province: 'MI',
      country: 'IT',
      matchTolerancePercent: '1.25',
      matchToleranceAmount: '5.00',
    });
    const audit = await prisma.auditLog.findFirstOrThrow({
      where: { tenantId: acme.id, entityType: 'Tenant', entityId: acme.id, action: 'company' },
      orderBy: { id: 'desc' },
    });
    expect(audit.actorEmail).toBe('admin@acme.test');
    expect(audit.changes).toMatchObject({
      fullName: ['Acme S.p.A.', 'Acme Italia S.p.A.'],
      fiscalCode: [acme.fiscalCode, 'RSSMRA85T10A562S'],
      postalCode: ['20123', '20124'],
      matchTolerancePercent: ['0.5', '1.25'],
    });
    expect(audit.changes).not.toHaveProperty('vatNumber');
    // The tenant screens show the same record: the principal admin's tenant list reads the new name.
    const listed = await t.rest('GET', 'admin-tenants.php', undefined, superAdmin);
    const row = (listed.body as any[]).find((x) => (x.short_name ?? x.shortName) === 'acme');
    expect(row.full_name ?? row.fullName).toBe('Acme Italia S.p.A.');
  });

  it('REST PUT saves the keys present; null clears an optional field; nothing changed writes no audit', async () => {
    const before = await prisma.auditLog.count({ where: { tenantId: acme.id, action: 'company' } });
    const res = await t.rest(
      'PUT',
      'company.php',
      { address: 'Corso Buenos Aires 1', city: null, match_tolerance_amount: 2 },
      tokens.admin,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      company: { address: 'Corso Buenos Aires 1', city: null, province: 'MI', match_tolerance_amount: 2 },
    });
    const same = await t.rest('PUT', 'company.php', { address: 'Corso Buenos Aires 1' }, tokens.admin);
    expect(same.status).toBe(200);
    expect(await prisma.auditLog.count({ where: { tenantId: acme.id, action: 'company' } })).toBe(before + 1);
  });

  it('validates every field with an Italian message naming it; nothing is written', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ legalName: '  ' }, COMPANY_MESSAGES.legalName, 'legalName'],
      [{ vatNumber: '06543210155' }, VAT_MESSAGES_IT.checkDigit, 'vatNumber'],
      [{ fiscalCode: 'RSSMRA85T10A562T' }, FISCAL_CODE_MESSAGES.checkCharacter, 'fiscalCode'],
      [{ fiscalCode: 'ABC' }, FISCAL_CODE_MESSAGES.format, 'fiscalCode'],
      [{ postalCode: '2012' }, COMPANY_MESSAGES.postalCode, 'postalCode'],
      [{ province: 'Milano' }, COMPANY_MESSAGES.province, 'province'],
      [{ country: 'ITA' }, COMPANY_MESSAGES.country, 'country'],
      [{ matchTolerancePercent: '100.01' }, COMPANY_MESSAGES.tolerancePercent, 'matchTolerancePercent'],
      [{ matchToleranceAmount: '-1' }, COMPANY_MESSAGES.toleranceAmount, 'matchToleranceAmount'],
    ];
    const before = await prisma.tenant.findUniqueOrThrow({ where: { id: acme.id } });
    for (const [input, message, field] of cases) {
      expect(await update({ city: 'Roma', ...input }), JSON.stringify(input)).toEqual({
        __typename: 'ValidationError',
        message,
        field,
      });
    }
    const rest = await t.rest('PUT', 'company.php', { postal_code: 'ABCDE' }, tokens.admin);
    expect(rest).toMatchObject({ status: 400, body: { success: false, error: COMPANY_MESSAGES.postalCode } });
    // A foreign company's postal code need not be five digits.
    expect((await update({ country: 'DE', postalCode: '1011' }, globexAdmin)).data.tenant).toMatchObject({
      country: 'DE',
      postalCode: '1011',
    });
    expect(await prisma.tenant.findUniqueOrThrow({ where: { id: acme.id } })).toEqual(before);
  });

  it('only admins write, each only their own tenant; the principal admin may write any (audited in that tenant)', async () => {
    for (const role of ['procurement', 'finance', 'it'] as const) {
      expect((await update({ city: 'Roma' }, tokens[role])).__typename, role).toBe('ForbiddenError');
      expect((await t.rest('PUT', 'company.php', { city: 'Roma' }, tokens[role])).status, role).toBe(403);
    }
    expect((await t.rest('PUT', 'company.php', { city: 'Roma' })).status).toBe(401);
    const other = encodeGlobalID('Tenant', String(globex.id));
    expect((await update({ tenantId: other, city: 'Roma' })).__typename).toBe('ForbiddenError');
    expect((await t.rest('PUT', `company.php?tenant_id=${globex.id}`, { city: 'Roma' }, tokens.admin)).status).toBe(
      403,
    );
    expect((await prisma.tenant.findUniqueOrThrow({ where: { id: globex.id } })).city).toBe('Torino');

    const bySuper = await update({ tenantId: other, city: 'Moncalieri', postalCode: '10024' }, superAdmin);
    expect(bySuper.data.tenant).toMatchObject({ city: 'Moncalieri', postalCode: '10024' });
    const audit = await prisma.auditLog.findFirstOrThrow({
      where: { entityType: 'Tenant', entityId: globex.id, action: 'company' },
      orderBy: { id: 'desc' },
    });
    expect(audit).toMatchObject({ tenantId: globex.id, actorEmail: 'superadmin@admin.test' });
  });
});

describe('company settings: the debtor account of payment runs (issue 16, point 2)', () => {
  const BANK = `query { companySettings { iban bic cbiCuc } }`;

  it('the demo tenants carry a valid debtor IBAN, BIC and CUC', async () => {
    const res = await t.gql<any>(BANK, {}, tokens.finance);
    expect(res.data.companySettings).toEqual({
      iban: 'IT47A0306909606100000063224',
      bic: 'BCITITMM',
      cbiCuc: 'ACME0001',
    });
    expect(isValidIban(globex.iban!)).toBe(true);
    expect(globex.cbiCuc).toMatch(/^[A-Z0-9]{8}$/);
  });

  it('an admin saves them over GraphQL and REST, normalised and audited; bad values are refused in Italian', async () => {
    const saved = await update({ iban: 'it58 x020 0801 6000 0010 1234 567', bic: 'uncritmm', cbiCuc: 'abc12345' });
    expect(saved.__typename).toBe('MutationUpdateCompanySettingsSuccess');
    expect((await t.gql<any>(BANK, {}, tokens.admin)).data.companySettings).toEqual({
      iban: 'IT58X0200801600000101234567',
      bic: 'UNCRITMM',
      cbiCuc: 'ABC12345',
    });
    const audit = await prisma.auditLog.findFirstOrThrow({
      where: { tenantId: acme.id, entityType: 'Tenant', action: 'company' },
      orderBy: { id: 'desc' },
    });
    expect(audit.changes).toMatchObject({ iban: ['IT47A0306909606100000063224', 'IT58X0200801600000101234567'] });
    for (const [input, field, message] of [
      [{ iban: 'IT59X0200801600000101234567' }, 'iban', BANK_MESSAGES_IT.ibanCheck],
      [{ bic: 'UNCR' }, 'bic', BANK_MESSAGES_IT.bic],
      [{ cbiCuc: 'ABC' }, 'cbiCuc', COMPANY_MESSAGES.cbiCuc],
    ] as const) {
      expect(await update(input)).toMatchObject({ __typename: 'ValidationError', field, message });
    }
    const rest = await t.rest(
      'PUT',
      'company.php',
      { iban: 'IT47A0306909606100000063224', cbi_cuc: 'ACME0001' },
      tokens.admin,
    );
    expect(rest.status).toBe(200);
    expect(rest.body.company).toMatchObject({
      iban: 'IT47A0306909606100000063224',
      bic: 'UNCRITMM',
      cbi_cuc: 'ACME0001',
    });
    const bad = await t.rest('PUT', 'company.php', { iban: 'IT00' }, tokens.admin);
    expect(bad).toMatchObject({ status: 400, body: { success: false, error: BANK_MESSAGES_IT.ibanFormat } });
    const finance = await t.rest('PUT', 'company.php', { iban: null }, tokens.finance);
    expect(finance.status).toBe(403);
  });
});
