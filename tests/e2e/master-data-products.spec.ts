import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/LoginPage.ts';
import { MasterDataPage } from './pages/MasterDataPage.ts';
import { ProcurementPage } from './pages/ProcurementPage.ts';
import { snap } from './support/screenshot.ts';
import { users } from './support/users.ts';

test('procurement adds a product, finds it in the catalogue, and it is offered to new offers', async ({
  page,
  baseURL,
}) => {
  const products = await MasterDataPage.openAs(page, users.procurement, 'products', 'Prodotti');
  await expect(products.table.getByRole('row').nth(1)).toBeVisible();
  await snap(page, 'products-list');

  await products.content.getByRole('button', { name: 'Aggiungi Prodotto' }).click();
  await expect(products.dialog).toBeVisible();
  await products.press('Aggiungi');
  // Each message next to its field, all at once, the first field focused; no toast (issue 13, point 7).
  await expect(products.field('Nome')).toHaveAccessibleDescription('Il nome del prodotto è obbligatorio');
  await expect(products.field('Prezzo (€)')).toHaveAccessibleDescription('Il prezzo deve essere un numero positivo');
  await expect(products.field('Nome')).toBeFocused();
  await expect(page.locator('.bp6-toast')).toHaveCount(0);
  await products.fill({ Nome: 'Hub di rete Aurora X12', 'Prezzo (€)': '0' });
  await products.press('Aggiungi');
  await expect(products.field('Prezzo (€)')).toHaveAccessibleDescription('Il prezzo deve essere un numero positivo');
  await expect(products.field('Nome')).not.toHaveAttribute('aria-invalid', 'true');
  await products.fill({ 'Prezzo (€)': '189.90', Descrizione: 'Dock a 12 porte', Categoria: 'Hardware' });
  await snap(page, 'products-dialog');
  await products.press('Aggiungi');
  await products.expectToast('Prodotto aggiunto con successo');
  await expect(products.row('Hub di rete Aurora X12')).toContainText('€ 189,90');

  await products.search('Cerca per nome o descrizione...', 'aurora');
  await expect(page).toHaveURL(/search=aurora/);
  await expect(products.table.getByRole('row')).toHaveCount(2);
  await products.search('Cerca per nome o descrizione...', 'zz-nothing');
  await expect(products.content.getByText('Nessun prodotto trovato con i criteri di ricerca.')).toBeVisible();
  await snap(page, 'products-empty');

  // The offer-creation picker offers it.
  await page.goto('offers/new');
  await expect(page.getByRole('heading', { name: 'New Offer', level: 2 })).toBeVisible();
  const offers = new ProcurementPage(page);
  const picker = page.getByLabel('Product', { exact: true });
  await picker.click();
  await picker.fill('aurora');
  const suggestions = await offers.suggestions(picker);
  await expect(suggestions.getByRole('option', { name: /Hub di rete Aurora X12/ })).toHaveCount(1);

  // The picker reads the GraphQL list every signed-in user may read.
  const token = await products.token();
  const res = await page.request.post(new URL('graphql', baseURL).toString(), {
    headers: { authorization: `Bearer ${token}` },
    data: { query: '{ products(first: 100, search: "Aurora") { edges { node { name price } } } }' },
  });
  expect((await res.json()).data.products.edges).toEqual([
    { node: { name: 'Hub di rete Aurora X12', price: '189.90' } },
  ]);
});

test('a product used by offers cannot be deleted; archived, it leaves the catalogue and the offer picker', async ({
  page,
}) => {
  const products = await MasterDataPage.openAs(page, users.procurement, 'products', 'Prodotti');
  const name = 'Docking station Lenovo USB-C';
  const texts = {
    delete: 'Elimina',
    archive: 'Archivia',
    refused: 'non può essere eliminato',
    archived: 'Prodotto archiviato',
  };
  await products.archiveInUse(name, texts, 'products-delete-refused');
  await page.goto('offers/new');
  await expect(page.getByRole('heading', { name: 'New Offer', level: 2 })).toBeVisible();
  const offers = new ProcurementPage(page);
  const picker = page.getByLabel('Product', { exact: true });
  await picker.click();
  await expect((await offers.suggestions(picker)).getByRole('option').nth(1)).toBeAttached();
  await picker.fill(name);
  const suggestions = await offers.suggestions(picker);
  await expect(suggestions.getByRole('option', { name: 'No matches' })).toBeVisible();
  await expect(suggestions.getByRole('option', { name: new RegExp(name) })).toHaveCount(0);
});

test('a non-procurement user opening /products is sent home with the spec message', async ({ page }) => {
  await new LoginPage(page).signIn(users.finance);
  await page.goto('products');
  await expect(page.locator('.bp6-toast')).toContainText(
    'Accesso negato: Solo gli Executive Procurement possono accedere a questa pagina',
  );
  await expect(page).not.toHaveURL(/products/);
});
