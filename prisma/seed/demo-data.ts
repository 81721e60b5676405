// The spec's sample data set: the platform tenant and two customer tenants (acme, globex), each
// in its own file. Every demo account signs in with DEMO_PASSWORD.
import type { TenantDemo, TenantSeed, UserSeed } from './types.ts';
import { acme } from './demo-acme.ts';
import { globex } from './demo-globex.ts';

export const DEMO_PASSWORD = 'demo1234';

/** The platform's own tenant: its admins manage every tenant's users. */
export const platformTenant: TenantSeed = {
  shortName: 'admin',
  fullName: 'Platform Administration',
  contactName: 'Roberto',
  contactSurname: 'Esposito',
  contactPhone: '+39 02 8901 2345',
  contactEmail: 'platform@admin.test',
  address: 'Via Monte Napoleone 1',
  vatNumber: '03014750156',
  fiscalCode: '03014750156',
  postalCode: '20121',
  city: 'Milano',
  province: 'MI',
};

/** The principal administrator; the e-mail comes from SUPER_ADMIN_EMAIL. */
export function superAdmin(email: string): UserSeed {
  return { key: 'admin', email, firstName: 'Roberto', lastName: 'Esposito', role: 'admin' };
}

export const customerTenants: TenantDemo[] = [acme, globex];
