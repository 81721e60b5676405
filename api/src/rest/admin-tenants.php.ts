import { tenantExport } from '../modules/exports/admin-exports.ts';
import { exportIfAsked } from './export.ts';
import type { Tenant } from '../generated/prisma/client.ts';
import { deleteTenant } from '../modules/tenants/tenants.delete.ts';
import { createTenant, tenantRows, updateTenant } from '../modules/tenants/tenants.service.ts';
import { json, optionalString, type RestEndpoint } from './adapter.ts';
import { rowWrites, targetId } from './legacy.ts';

/** The spec accepts both spellings; the legacy server sends snake_case. */
export function legacyTenant(t: Tenant) {
  return {
    id: t.id,
    short_name: t.shortName,
    full_name: t.fullName,
    contact_name: t.contactName,
    contact_surname: t.contactSurname,
    contact_phone: t.contactPhone,
    contact_email: t.contactEmail,
    address: t.address,
    vat_number: t.vatNumber,
    created_at: t.createdAt.toISOString(),
  };
}

const SNAKE: Record<string, string> = {
  short_name: 'shortName',
  full_name: 'fullName',
  contact_name: 'contactName',
  contact_surname: 'contactSurname',
  contact_phone: 'contactPhone',
  contact_email: 'contactEmail',
  vat_number: 'vatNumber',
  admin_email: 'adminEmail',
  admin_password: 'adminPassword',
  admin_first_name: 'adminFirstName',
  admin_last_name: 'adminLastName',
  confirm_short_name: 'confirmShortName',
};

/** Accepts camelCase or snake_case field names (camelCase wins when both are sent). */
export function camelBody(body: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    const camel = SNAKE[key];
    if (camel && body[camel] === undefined) out[camel] = value;
    else if (!camel) out[key] = value;
  }
  return out;
}

/** Tenant administration (principal admin only): list, create, update by id, delete by id. */
export const adminTenantsEndpoint: RestEndpoint = {
  async GET(req, ctx) {
    const exported = exportIfAsked(req.query, ctx, tenantExport, () => ({ search: req.query.get('search') }));
    if (exported) return exported;
    const tenants = await tenantRows.findMany(ctx, { search: req.query.get('search') });
    return json(tenants.map(legacyTenant));
  },
  ...rowWrites({ create: createTenant, update: updateTenant }, camelBody),
  /** DELETE ?id={id}&confirm={short name}; the confirmation is needed once the tenant has data. */
  async DELETE(req, ctx) {
    const body = camelBody(req.body);
    const confirm = req.query.get('confirm') ?? optionalString(body, 'confirmShortName') ?? null;
    await deleteTenant(ctx, targetId(req), confirm);
    return json({ success: true });
  },
};
