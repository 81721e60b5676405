import { expect, type Locator } from '@playwright/test';
import { AppPage } from './AppPage.ts';

/** The procurement screens (dashboard, offers, orders): headings, forms, dialogs and toasts. */
export class ProcurementPage extends AppPage {
  /** Closes the toasts so the next screenshot shows the screen itself. */
  async dismissToasts(): Promise<void> {
    // A toast may time out on its own meanwhile: never wait long for one.
    // Always the first: closing one shifts the rest, so a button found by its index would be gone.
    const closes = this.page.locator('.bp6-toast button[aria-label="Close"]');
    for (let left = await closes.count(); left > 0; left--) {
      await closes
        .first()
        .click({ timeout: 1000 })
        .catch(() => {});
    }
    await expect(this.page.locator('.bp6-toast'))
      .toHaveCount(0, { timeout: 3000 })
      .catch(() => {});
  }

  section(name: string): Locator {
    return this.content.locator('.bp6-card').filter({ has: this.page.getByRole('heading', { name, exact: true }) });
  }

  // --- the form kit -----------------------------------------------------------------------------
  /** The message shown next to a field: its form group's helper text, and the input's description. */
  async expectFieldError(field: Locator, message: string): Promise<void> {
    const group = field.locator('xpath=ancestor::div[contains(@class, "bp6-form-group")][1]');
    await expect(group.locator('.bp6-form-helper-text')).toHaveText(message);
    await expect(group).toHaveClass(/bp6-intent-danger/);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(message);
  }

  async expectNoFieldError(field: Locator): Promise<void> {
    const group = field.locator('xpath=ancestor::div[contains(@class, "bp6-form-group")][1]');
    await expect(group.locator('.bp6-form-helper-text')).toHaveCount(0);
    await expect(field).toHaveAttribute('aria-invalid', 'false');
  }

  async expectNoToast(): Promise<void> {
    await expect(this.page.locator('.bp6-toast')).toHaveCount(0);
  }

  // --- offer creation -------------------------------------------------------------------------
  async fillOfferDetails(title: string, supplier: string, notes: string): Promise<void> {
    await this.content.getByLabel('Title').fill(title);
    await this.pick(this.content.getByLabel('Supplier'), supplier.replace(/ \(.*$/, ''), supplier);
    await this.content.getByLabel('Notes', { exact: true }).first().fill(notes);
  }

  async addProduct(index: number, quantity: number): Promise<void> {
    await this.pickNth(this.content.getByLabel('Product', { exact: true }), index);
    await this.content.getByLabel('Quantity').fill(String(quantity));
    await this.content.getByRole('button', { name: 'Add Product' }).click();
  }

  /** New Offer with one of the first product, created: answers the new offer's path (/offers/12). */
  async createOffer(title: string, supplier: string, notes: string): Promise<string> {
    await this.open('offers/new', 'New Offer');
    await this.fillOfferDetails(title, supplier, notes);
    await this.addProduct(1, 1);
    await this.content.getByRole('button', { name: 'Create Offer' }).click();
    await expect(this.page).toHaveURL(/\/offers\/\d+$/);
    return new URL(this.page.url()).pathname;
  }

  async addDocument(name: string, content: Buffer, price: string): Promise<void> {
    await this.page.setInputFiles('#offer-document-file', { name, mimeType: 'application/pdf', buffer: content });
    await this.content.getByLabel('Price').fill(price);
    await this.content.getByRole('button', { name: 'Add Document' }).click();
  }

  async fillRecipient(
    scope: Locator,
    prefix: string,
    r: { name: string; costCenter: string; location: string; city: string; share: string },
  ) {
    await scope.locator(`#${prefix}-name`).fill(r.name);
    await this.pick(scope.locator(`#${prefix}-cost-center`), r.costCenter.split(' — ')[0]!, r.costCenter);
    await scope.locator(`#${prefix}-location`).fill(r.location);
    await scope.locator(`#${prefix}-city`).fill(r.city);
    await scope.locator(`#${prefix}-share`).fill(r.share);
  }

  // --- approval ---------------------------------------------------------------------------------
  async decide(action: 'Approve' | 'Reject', reason?: string): Promise<void> {
    await this.content.getByRole('button', { name: action, exact: true }).click();
    await expect(this.dialog).toBeVisible();
    if (reason) await this.dialog.getByLabel('Reason for rejection').fill(reason);
    await this.dialog.getByRole('button', { name: 'Confirm' }).click();
    await this.expectToast('Offer status updated successfully');
    await expect(this.dialog).toBeHidden();
  }
}

/** A small valid PDF for uploads. */
export const SAMPLE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
