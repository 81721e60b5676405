// Issue 18, point 7 (the remaining lists): users, tenants and registration requests export as CSV and
// Excel with the list's own filters and audience, every matching row.
import { describe, expect, it } from 'vitest';
import { isoDay, today } from '../../api/src/shared/calendar.ts';
import { appForFile, loginAll } from '../setup/test-app.ts';
import { csvRows, download, xlsxSheet } from './exports-support.ts';

const t = await appForFile();
const acme = await loginAll(t, 'acme');
const superAdmin = await t.login('superadmin@admin.test', 'admin');
const day = isoDay(today());
const ddmmyyyy = /^\d{2}\/\d{2}\/\d{4}$/;

describe('users export', () => {
  it("gives a tenant admin their own tenant's users, in Italian, as CSV", async () => {
    const list = await t.rest('GET', 'users.php', undefined, acme.admin);
    const res = await download(t, 'users.php?format=csv', acme.admin);
    expect(res.status).toBe(200);
    expect(res.disposition).toBe(`attachment; filename="utenti-${day}.csv"`);
    const rows = csvRows(res.bytes);
    expect(rows[0]).toEqual(['Nome', 'Cognome', 'Email', 'Ruolo', 'Azienda', 'Data creazione']);
    expect(
      rows
        .slice(1)
        .map((r) => r[2])
        .sort(),
    ).toEqual((list.body as { email: string }[]).map((u) => u.email).sort());
    expect(new Set(rows.slice(1).map((r) => r[4]))).toEqual(new Set(['acme']));
    expect(rows.find((r) => r[2] === 'finance@acme.test')?.[3]).toBe('Finance Manager');
    expect(rows[1]![5]).toMatch(ddmmyyyy);
  });

  it("gives the platform admin every tenant's users, narrowed by ?tenant= and the search, as Excel", async () => {
    const all = csvRows((await download(t, 'users.php?format=csv', superAdmin)).bytes);
    expect(new Set(all.slice(1).map((r) => r[4]))).toEqual(new Set(['admin', 'acme', 'globex']));
    const res = await download(t, 'users.php?format=xlsx&tenant=globex&search=finance', superAdmin);
    expect(res.status).toBe(200);
    expect(res.disposition).toBe(`attachment; filename="utenti-${day}.xlsx"`);
    const sheet = await xlsxSheet(res.bytes);
    const emails = sheet.getColumn(3).values.slice(2);
    expect(emails).toEqual(['finance@globex.test']);
    expect(sheet.getRow(2).getCell(6).value).toBeInstanceOf(Date);
  });

  it('is refused to everyone but admins', async () => {
    for (const token of [acme.finance, acme.procurement, acme.it]) {
      expect((await download(t, 'users.php?format=csv', token)).status).toBe(403);
    }
    expect((await download(t, 'users.php?format=csv', null)).status).toBe(401);
  });
});

describe('tenants and registration requests export (principal admin)', () => {
  it('exports every tenant matching the search, in English', async () => {
    const list = (await t.rest('GET', 'admin-tenants.php', undefined, superAdmin)).body as { short_name: string }[];
    const res = await download(t, 'admin-tenants.php?format=csv', superAdmin);
    expect(res.status).toBe(200);
    expect(res.disposition).toBe(`attachment; filename="tenants-${day}.csv"`);
    const rows = csvRows(res.bytes);
    expect(rows[0]).toEqual(['Short Name', 'Full Name', 'Contact', 'Phone', 'Email', 'VAT Number', 'Created']);
    expect(rows.slice(1).map((r) => r[0])).toEqual(list.map((x) => x.short_name));
    const searched = csvRows((await download(t, 'admin-tenants.php?format=csv&search=globex', superAdmin)).bytes);
    expect(searched.slice(1).map((r) => r[0])).toEqual(['globex']);
  });

  it('exports the registration requests of the chosen status', async () => {
    await t.rest('POST', 'register.php', {
      firstName: 'Export',
      lastName: 'Prova',
      email: 'export.prova@example.com',
      company: 'Export Prova S.r.l.',
    });
    const list = (await t.rest('GET', 'registrations.php?status=all', undefined, superAdmin)).body as unknown[];
    expect(list.length).toBeGreaterThan(0);
    const res = await download(t, 'registrations.php?status=all&format=xlsx', superAdmin);
    expect(res.status).toBe(200);
    expect(res.disposition).toBe(`attachment; filename="registration-requests-${day}.xlsx"`);
    const sheet = await xlsxSheet(res.bytes);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Date', 'Name', 'Email', 'Company', 'Status', 'Decided']);
    expect(sheet.rowCount).toBe(list.length + 1);
    const pending = csvRows((await download(t, 'registrations.php?format=csv', superAdmin)).bytes);
    expect(pending.slice(1).every((r) => r[4] === 'Pending')).toBe(true);
    expect(pending.some((r) => r[3] === 'Export Prova S.r.l.')).toBe(true);
  });

  it('is refused to a tenant admin', async () => {
    expect((await download(t, 'admin-tenants.php?format=csv', acme.admin)).status).toBe(403);
    expect((await download(t, 'registrations.php?format=csv', acme.admin)).status).toBe(403);
  });
});
