import { expect, type APIRequestContext, type Locator } from '@playwright/test';
import { AppPage } from './AppPage.ts';
import { PASSWORD, users } from '../support/users.ts';

/** The finance screens (invoices, payments, contracts): content, dialogs, toasts, and API helpers. */
export class FinancePage extends AppPage {
  table(): Locator {
    return this.content.getByRole('table').first();
  }

  /** A row of the Pagamenti screen's payments list (not of the scadenzario above it, which names invoices too). */
  paymentRow(text: string | RegExp): Locator {
    return this.content.getByRole('region', { name: 'Elenco pagamenti' }).getByRole('row').filter({ hasText: text });
  }

  /** A card of the payments summary, by its label, as the number it shows ("€ 1.234,56" -> 1234.56). */
  async statValue(label: string): Promise<number> {
    const text = await this.content
      .locator('.fin-stat')
      .filter({ hasText: label })
      .locator('.fin-stat__value')
      .innerText();
    return Number(text.replace(/[€\s.]/g, '').replace(',', '.'));
  }
}

/** Legacy REST calls from the test, as a given demo user (fixtures the journey starts from). */
export class LegacyApi {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  static async as(request: APIRequestContext, email: string, tenant = 'acme'): Promise<LegacyApi> {
    const res = await request.post('api/auth.php', { data: { email, tenant, password: PASSWORD } });
    expect(res.ok(), await res.text()).toBe(true);
    return new LegacyApi(request, ((await res.json()) as { token: string }).token);
  }

  async call<T = any>(method: 'GET' | 'POST' | 'PUT', route: string, data?: unknown): Promise<T> {
    const res = await this.request.fetch(`api/${route}`, {
      method,
      data,
      headers: { authorization: `Bearer ${this.token}` },
    });
    expect(res.ok(), `${method} ${route}: ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  }

  /**
   * POST offers.php: an offer from the tenant's first supplier of `quantity` of its first product
   * (with the date and recipients given, if any); answers its id and the product and supplier used.
   */
  async createOffer(fields: { title: string; quantity?: number; date?: string; recipients?: unknown[] }) {
    const [product] = await this.call<{ id: number; price: number }[]>('GET', 'products.php');
    const [supplier] = await this.call<{ id: number }[]>('GET', 'suppliers.php');
    const { quantity = 1, ...rest } = fields;
    const offer = await this.call<{ id: number }>('POST', 'offers.php', {
      ...rest,
      supplier: supplier!.id,
      products: [{ productId: product!.id, quantity }],
    });
    return { id: offer.id, product: product!, supplier: supplier! };
  }

  /** Both approval steps of an offer, by acme's finance manager and then its IT director. */
  static async approveOffer(request: APIRequestContext, id: number): Promise<void> {
    for (const who of [users.finance, users.it]) {
      await (await LegacyApi.as(request, who.email)).call('PUT', 'offers.php', { id, action: 'approve' });
    }
  }
}
