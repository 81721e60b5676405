import type { APIRequestContext } from '@playwright/test';
import { LegacyApi } from '../pages/FinancePage.ts';
import { PASSWORD, type DemoUser } from './users.ts';

const ROLE_LABELS = {
  procurement: 'Procurement Executive',
  finance: 'Finance Manager',
  it_director: 'IT Director',
  admin: 'Administrator',
} as const;

/**
 * A fresh account made through /api/users.php by the tenant's admin, for a journey that changes or
 * deletes its user: the demo accounts are shared by specs running in parallel and must stay intact.
 */
export async function throwawayUser(
  request: APIRequestContext,
  admin: DemoUser,
  role: keyof typeof ROLE_LABELS,
  tag: string,
): Promise<DemoUser> {
  const email = `${tag}.${Date.now()}@${admin.tenant}.test`;
  const api = await LegacyApi.as(request, admin.email, admin.tenant);
  await api.call('POST', 'users.php', { email, password: PASSWORD, nome: 'Prova', cognome: tag, ruolo: role });
  return { tenant: admin.tenant, tenantName: admin.tenantName, email, roleLabel: ROLE_LABELS[role] };
}
