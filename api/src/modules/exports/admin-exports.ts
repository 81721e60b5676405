import { can } from '../../auth/permissions.ts';
import { requireViewer } from '../../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { ROLE_LABELS } from '../auth/auth.schema.ts';
import { registrationWhere, type RegistrationFilter } from '../registrations/registrations.admin.ts';
import { tenantWhere, type TenantFilter } from '../tenants/tenants.service.ts';
import { scopedUsers, type UserFilter } from '../users/users.service.ts';
import { exportList } from './export-columns.ts';

/**
 * The exports of the administration lists (issue 18, point 7): users (Italian, like Gestione Utenti),
 * tenants and registration requests (English, like Tenant Management). Each uses its list's own
 * where-builder (permission included) and reads with the connection the list reads with.
 */

const userSelect = {
  firstName: true,
  lastName: true,
  email: true,
  role: true,
  createdAt: true,
  tenant: { select: { shortName: true } },
} satisfies Prisma.UserSelect;

export const userExport = exportList<UserFilter, Prisma.UserGetPayload<{ select: typeof userSelect }>>({
  list: 'users',
  file: 'utenti',
  language: 'it',
  table: 'user',
  where: (ctx, filter) => scopedUsers(ctx, filter).where,
  // A platform admin's list spans every tenant (the platform connection, as listUsers reads it).
  platform: (ctx) => can(requireViewer(ctx), 'user.manageAllTenants'),
  defaultOrder: [{ lastName: 'asc' }, { firstName: 'asc' }, { id: 'asc' }],
  select: userSelect,
  columns: [
    { label: { it: 'Nome', en: 'First Name' }, type: 'text', value: (u) => u.firstName },
    { label: { it: 'Cognome', en: 'Last Name' }, type: 'text', value: (u) => u.lastName },
    { label: { it: 'Email', en: 'Email' }, type: 'text', value: (u) => u.email },
    { label: { it: 'Ruolo', en: 'Role' }, type: 'text', value: (u) => ROLE_LABELS[u.role] },
    { label: { it: 'Azienda', en: 'Tenant' }, type: 'text', value: (u) => u.tenant.shortName },
    { label: { it: 'Data creazione', en: 'Created' }, type: 'date', value: (u) => u.createdAt },
  ],
});

const tenantSelect = {
  shortName: true,
  fullName: true,
  contactName: true,
  contactSurname: true,
  contactPhone: true,
  contactEmail: true,
  vatNumber: true,
  createdAt: true,
} satisfies Prisma.TenantSelect;

export const tenantExport = exportList<TenantFilter, Prisma.TenantGetPayload<{ select: typeof tenantSelect }>>({
  list: 'tenants',
  file: 'tenants',
  language: 'en',
  table: 'tenant',
  where: tenantWhere,
  platform: () => true,
  defaultOrder: [{ shortName: 'asc' }, { id: 'asc' }],
  select: tenantSelect,
  columns: [
    { label: { it: 'Nome breve', en: 'Short Name' }, type: 'text', value: (t) => t.shortName },
    { label: { it: 'Ragione sociale', en: 'Full Name' }, type: 'text', value: (t) => t.fullName },
    {
      label: { it: 'Referente', en: 'Contact' },
      type: 'text',
      value: (t) => `${t.contactName} ${t.contactSurname}`.trim(),
    },
    { label: { it: 'Telefono', en: 'Phone' }, type: 'text', value: (t) => t.contactPhone },
    { label: { it: 'Email', en: 'Email' }, type: 'text', value: (t) => t.contactEmail },
    { label: { it: 'Partita IVA', en: 'VAT Number' }, type: 'text', value: (t) => t.vatNumber },
    { label: { it: 'Creato il', en: 'Created' }, type: 'date', value: (t) => t.createdAt },
  ],
});

const REGISTRATION_STATUS = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' } as const;

const registrationSelect = {
  createdAt: true,
  firstName: true,
  lastName: true,
  email: true,
  company: true,
  status: true,
  decidedAt: true,
} satisfies Prisma.RegistrationRequestSelect;

export const registrationExport = exportList<
  RegistrationFilter,
  Prisma.RegistrationRequestGetPayload<{ select: typeof registrationSelect }>
>({
  list: 'registrationRequests',
  file: 'registration-requests',
  language: 'en',
  table: 'registrationRequest',
  where: registrationWhere,
  platform: () => true,
  defaultOrder: [{ createdAt: 'desc' }, { id: 'desc' }],
  select: registrationSelect,
  columns: [
    { label: { it: 'Data', en: 'Date' }, type: 'date', value: (r) => r.createdAt },
    { label: { it: 'Nome', en: 'Name' }, type: 'text', value: (r) => `${r.firstName} ${r.lastName}` },
    { label: { it: 'Email', en: 'Email' }, type: 'text', value: (r) => r.email },
    { label: { it: 'Azienda', en: 'Company' }, type: 'text', value: (r) => r.company },
    { label: { it: 'Stato', en: 'Status' }, type: 'text', value: (r) => REGISTRATION_STATUS[r.status] },
    { label: { it: 'Deciso il', en: 'Decided' }, type: 'date', value: (r) => r.decidedAt },
  ],
});
