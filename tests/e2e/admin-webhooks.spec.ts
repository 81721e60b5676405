import { expect, test } from '@playwright/test';
import { LegacyApi } from './pages/FinancePage.ts';
import { LoginPage } from './pages/LoginPage.ts';
import { ShellPage } from './pages/ShellPage.ts';
import { inDays } from './support/days.ts';
import { screenFitsPhone } from './support/phone.ts';
import { snap } from './support/screenshot.ts';
import { users } from './support/users.ts';

// Issue 17, point 7: a tenant admin registers a webhook (secret shown once), reads its deliveries,
// re-sends one, and deletes the endpoint after confirming.
test('a tenant admin registers a webhook, reads and re-sends its deliveries, and deletes it', async ({
  page,
  request,
}) => {
  const url = `https://203.0.113.10/e2e-${Date.now()}`;
  await new LoginPage(page).signIn(users.admin);
  const shell = new ShellPage(page);
  await shell.group('Administration').getByRole('link', { name: 'Webhooks' }).click();
  await expect(page).toHaveURL(/\/admin\/webhooks$/);
  const content = shell.content;
  await expect(content.getByRole('heading', { name: 'Webhook', exact: true })).toBeVisible();

  // The server's rules, said beside their field: no URL, then no event.
  await content.getByRole('button', { name: 'Aggiungi webhook' }).click();
  await expect(content.getByText("Inserisci l'URL del webhook (http:// o https://)")).toBeVisible();
  await content.getByLabel('URL').fill(url);
  await content.getByRole('button', { name: 'Aggiungi webhook' }).click();
  await expect(content.getByText(/Scegli almeno un evento/)).toBeVisible();

  // Blueprint draws the box over the input: the user clicks the box (its label).
  const event = content.getByRole('checkbox', { name: 'offer.created' });
  await event.locator('..').click();
  await expect(event).toBeChecked();
  await content.getByRole('button', { name: 'Aggiungi webhook' }).click();
  await expect(content.getByText('Copia il segreto di firma ora: non verrà più mostrato.')).toBeVisible();
  expect(await content.getByTestId('new-webhook-secret').textContent()).toMatch(/^whsec_/);
  const row = content.getByRole('row', { name: new RegExp(url) });
  await expect(row).toContainText('offer.created');

  // An offer is created: the endpoint gets a delivery, listed with its event.
  const procurement = await LegacyApi.as(request, users.procurement.email);
  await procurement.createOffer({ title: 'E2E webhook', date: inDays(0) });
  await row.getByRole('button', { name: 'Consegne' }).click();
  const delivery = content.getByRole('row', { name: /offer\.created/ }).filter({ hasText: 'Reinvia' });
  await expect(delivery).toHaveCount(1);
  await snap(page, 'admin-webhooks');
  await delivery.getByRole('button', { name: 'Reinvia' }).click();
  await expect(page.getByText('Consegna rimessa in coda')).toBeVisible();

  // Deleting asks first.
  await row.getByRole('button', { name: 'Elimina' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('Eliminare il webhook?');
  await alert.getByRole('button', { name: 'Elimina' }).click();
  await expect(content.getByRole('row', { name: new RegExp(url) })).toHaveCount(0);
});

screenFitsPhone('the webhook screen fits the window', users.admin, 'admin/webhooks', 'phone-admin-webhooks');
