import { expect, test, type Page } from '@playwright/test';
import { LegacyApi } from './pages/FinancePage.ts';
import { LoginPage } from './pages/LoginPage.ts';
import { MasterDataPage } from './pages/MasterDataPage.ts';
import { ProcurementPage } from './pages/ProcurementPage.ts';
import { snap } from './support/screenshot.ts';
import { users } from './support/users.ts';

/**
 * Issue 12, point 10: segregation of duties. Globex's admin gives the finance step of an offer, then
 * finds the reason where the Approve button was; switching the policy off on the user-management
 * screen brings the IT step back, and it is switched on again. In globex, so the acme journeys that
 * run alongside never meet a switched-off policy.
 */
const REASON = "Hai già approvato questo documento: serve l'approvazione di un'altra persona";
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 860 };

// The first journey switches globex's policy off and on again: the second, which needs it on, must
// not run alongside it: in order, in one worker (fullyParallel would put them on the two at once).
test.describe.configure({ mode: 'default' });

async function snapBoth(page: Page, name: string): Promise<void> {
  await page.setViewportSize(DESKTOP);
  await snap(page, name);
  await page.setViewportSize(PHONE);
  await snap(page, `${name}-390`);
  await page.setViewportSize(DESKTOP);
}

test('the admin gives one approval, then sees why not the second; the policy switch brings it back', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const procurement = await LegacyApi.as(request, users.globexProcurement.email, 'globex');
  const title = `Separazione E2E ${String(Date.now()).slice(-6)}`;
  const offer = await procurement.createOffer({ title, date: new Date().toISOString().slice(0, 10), recipients: [] });

  await new LoginPage(page).signIn(users.globexAdmin);
  const p = new ProcurementPage(page);
  const panel = p.section('Approval Status');
  await page.goto(`offers/${offer.id}`);
  await expect(p.content.getByRole('heading', { name: title })).toBeVisible();
  await p.decide('Approve');
  await expect(panel.getByText(/^Approved by .* · /)).toHaveCount(1);
  // Where Approve was: the reason; Reject stays.
  await expect(panel.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
  await expect(panel.getByRole('note')).toHaveText(REASON);
  await expect(panel.getByRole('button', { name: 'Reject', exact: true })).toBeVisible();
  await p.dismissToasts();
  await snapBoth(page, 'segregation-offer-blocked');

  // The policy switch, on the user-management screen.
  const users_ = new MasterDataPage(page);
  await users_.open('admin/users', 'Gestione Utenti');
  const policy = page.getByRole('switch', { name: 'Separazione dei compiti' });
  await expect(policy).toBeChecked();
  await expect(users_.content.getByText(/devono venire da due persone diverse/)).toBeVisible();
  await snapBoth(page, 'segregation-policy-on');
  await policy.click({ force: true });
  await users_.expectToast('Separazione dei compiti disattivata');
  await expect(policy).not.toBeChecked();
  await p.dismissToasts();
  await snapBoth(page, 'segregation-policy-off');

  // With the policy off the spec's rule: the same admin may give the IT step.
  await page.goto(`offers/${offer.id}`);
  await expect(panel.getByRole('button', { name: 'Approve', exact: true })).toBeVisible();
  await expect(panel.getByRole('note')).toHaveCount(0);

  // Switched on again: the reason is back.
  await users_.open('admin/users', 'Gestione Utenti');
  await policy.click({ force: true });
  await users_.expectToast('Separazione dei compiti attivata');
  await expect(policy).toBeChecked();
  await page.goto(`offers/${offer.id}`);
  await expect(panel.getByRole('note')).toHaveText(REASON);
});

test('a contract approved by the admin shows the same reason in its header, on a phone too', async ({
  page,
  request,
}) => {
  const procurement = await LegacyApi.as(request, users.globexProcurement.email, 'globex');
  const suppliers = await procurement.call<{ id: number }[]>('GET', 'suppliers.php');
  const name = `Contratto separazione ${String(Date.now()).slice(-6)}`;
  const contract = await procurement.call<{ id: number }>('POST', 'contracts.php', {
    contract_name: name,
    supplier_id: suppliers[0]!.id,
    contract_type: 'Manutenzione',
    expiry_date: '2030-12-31',
  });
  const admin = await LegacyApi.as(request, users.globexAdmin.email, 'globex');
  await admin.call('PUT', `contracts.php?id=${contract.id}`, { action: 'approve' });

  await new LoginPage(page).signIn(users.globexAdmin);
  const p = new ProcurementPage(page);
  await page.goto(`contracts/${contract.id}`);
  await expect(p.content.getByRole('definition').filter({ hasText: name })).toBeVisible();
  await expect(p.content.getByRole('button', { name: 'Approva', exact: true })).toHaveCount(0);
  await expect(p.content.getByRole('note')).toHaveText(REASON);
  await expect(p.content.getByRole('button', { name: 'Rifiuta', exact: true })).toBeVisible();
  await snapBoth(page, 'segregation-contract-blocked');
});
