/** The seeded demo accounts (README), all with the password demo1234. */
export interface DemoUser {
  tenant: string;
  tenantName: string;
  email: string;
  roleLabel: string;
}

export const PASSWORD = 'demo1234';

const acme = { tenant: 'acme', tenantName: 'Acme S.p.A.' };
const globex = { tenant: 'globex', tenantName: 'Globex S.r.l.' };

export const users = {
  procurement: { ...acme, email: 'procurement@acme.test', roleLabel: 'Procurement Executive' },
  finance: { ...acme, email: 'finance@acme.test', roleLabel: 'Finance Manager' },
  it: { ...acme, email: 'it@acme.test', roleLabel: 'IT Director' },
  admin: { ...acme, email: 'admin@acme.test', roleLabel: 'Administrator' },
  superadmin: {
    tenant: 'admin',
    tenantName: 'Platform Administration',
    email: 'superadmin@admin.test',
    roleLabel: 'Administrator',
  },
  globexProcurement: { ...globex, email: 'procurement@globex.test', roleLabel: 'Procurement Executive' },
  globexFinance: { ...globex, email: 'finance@globex.test', roleLabel: 'Finance Manager' },
  globexIt: { ...globex, email: 'it@globex.test', roleLabel: 'IT Director' },
  globexAdmin: { ...globex, email: 'admin@globex.test', roleLabel: 'Administrator' },
} satisfies Record<string, DemoUser>;

export type DemoUserKey = keyof typeof users;
