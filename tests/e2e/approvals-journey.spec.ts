/**
 * Issue 17 "Done when": the whole approval journey across three people at once.
 * Procurement creates an offer (browser 1); the finance manager's bell, already open in browser 2,
 * counts it without a reload; finance approves it from "Da approvare"; the IT director receives the
 * e-mail (captured by the e2e server's SMTP server), follows its link in browser 3 — the sign-in
 * screen first, as a fresh browser has no session — and, signed in, lands on the offer; its history shows the creation and the finance step, and — once IT approves
 * from there — the IT step too.
 */
import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/LoginPage.ts';
import { ProcurementPage } from './pages/ProcurementPage.ts';
import { ShellPage } from './pages/ShellPage.ts';
import { linkIn, waitForMail } from './support/mailbox.ts';
import { bell, signedIn, unreadOf } from './support/live-browsers.ts';
import { snap } from './support/screenshot.ts';
import { users } from './support/users.ts';

test('an offer goes from procurement to finance (bell, inbox) to IT (e-mail link), and its history shows it all', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const title = `E2E Percorso ${Date.now()}`;

  // Browser 2 first: finance is already looking at the app when the offer is made.
  const finance = await signedIn(browser, 'finance');
  await expect(bell(finance)).toBeVisible();
  const before = await unreadOf(finance);

  // Browser 1: procurement creates the offer on its form.
  const procurementPage = await signedIn(browser, 'procurement');
  const procurement = new ProcurementPage(procurementPage);
  const offerPath = await procurement.createOffer(
    title,
    'Informatica Lombarda (Informatica Lombarda S.r.l.)',
    'Percorso',
  );

  // The finance bell counts it with no reload (the live subscription), and lists it.
  await expect.poll(() => unreadOf(finance)).toBeGreaterThan(before);
  await bell(finance).click();
  await expect(finance.getByRole('button', { name: new RegExp(`Offerta «${title}» da approvare`) })).toBeVisible();
  await finance.keyboard.press('Escape');

  // Finance approves it from "Da approvare".
  const shell = new ShellPage(finance);
  await shell.sidebar.getByRole('link', { name: 'Da approvare', exact: true }).click();
  await expect(shell.content.getByRole('heading', { name: 'Da approvare' })).toBeVisible();
  const row = shell.content.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Finance');
  // Blueprint draws the box over the input: the user clicks the box (its label).
  const check = shell.content.getByRole('checkbox', { name: `Seleziona ${title}` });
  await check.locator('..').click();
  await expect(check).toBeChecked();
  await shell.content.getByRole('button', { name: 'Approva selezionati' }).click();
  const dialog = finance.getByRole('dialog', { name: 'Approva documenti' });
  await dialog.getByRole('button', { name: 'Approva', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(shell.content.getByRole('list', { name: 'Esito' })).toContainText(`${title}: Approvata`);

  // The IT director's e-mail: it is now their turn, with a link straight to the offer.
  const mail = await waitForMail(
    (m) =>
      m.to.includes(users.it.email) &&
      m.subject.includes(title) &&
      m.text.includes('Approvazione Finance data: manca la tua (IT)'),
  );
  expect(mail.html).toContain(offerPath);
  const link = linkIn(mail, offerPath);

  // Browser 3: IT follows the link; signing in on the way leads to the offer, not the dashboard.
  const itPage = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  await itPage.goto(link);
  const login = new LoginPage(itPage);
  await expect(login.heading).toBeVisible();
  await login.fill(users.it);
  await login.submit.click();
  await expect(itPage).toHaveURL(new RegExp(`${offerPath}$`));
  const it = new ProcurementPage(itPage);
  await expect(it.content.getByText(title).first()).toBeVisible();

  const history = it.content.getByRole('region', { name: 'History' });
  const entries = history.getByRole('listitem');
  await expect(entries.filter({ hasText: 'Created' }).first()).toContainText('Giulia Bianchi');
  await expect(entries.filter({ hasText: 'Approved (finance step)' })).toContainText('Luca Ferrari');
  await expect(entries.filter({ hasText: 'Approved (IT step)' })).toHaveCount(0);

  // IT approves from there; the timeline gains the IT step without leaving the screen.
  await it.decide('Approve');
  await expect(entries.filter({ hasText: 'Approved (IT step)' })).toContainText('Francesca Romano');
  const labels = await history.locator('.history__what').allTextContents();
  expect(labels.indexOf('Created')).toBeLessThan(labels.indexOf('Approved (finance step)'));
  expect(labels.indexOf('Approved (finance step)')).toBeLessThan(labels.indexOf('Approved (IT step)'));
  await it.dismissToasts();
  await snap(itPage, 'approvals-journey-history');
});
