import type { APIRequestContext } from '@playwright/test';
import { LegacyApi } from '../pages/FinancePage.ts';
import { users } from './users.ts';

/**
 * 101 suppliers of this run (tag: a few digits unique to it), so the last one sorts past the first
 * 100 of the tenant; 'Zz' puts them after every other supplier, so the lists other journeys read
 * keep their first page. Resolves with the name of the last one.
 */
export async function manySuppliers(request: APIRequestContext, tag: string): Promise<string> {
  const finance = await LegacyApi.as(request, users.finance.email);
  const name = (i: number) => `Zz E2E Picker ${tag} ${String(i).padStart(3, '0')}`;
  for (let batch = 0; batch < 101; batch += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, 101 - batch) }, (_, k) => batch + k).map((i) =>
        finance.call('POST', 'suppliers.php', {
          name: name(i),
          businessName: `${name(i)} GmbH`,
          address: 'Hauptstraße 1, Berlin',
          vatNumber: `DE${tag}${String(i).padStart(3, '0')}`,
        }),
      ),
    );
  }
  return name(100);
}
