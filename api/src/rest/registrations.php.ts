import { registrationExport } from '../modules/exports/admin-exports.ts';
import { exportIfAsked } from './export.ts';
import type { RegistrationRequest } from '../generated/prisma/client.ts';
import { ValidationError } from '../errors.ts';
import {
  approveRegistration,
  registrationRows,
  rejectRegistration,
} from '../modules/registrations/registrations.admin.ts';
import { json, optionalString, type RestEndpoint } from './adapter.ts';
import { targetId } from './legacy.ts';
import { camelBody } from './admin-tenants.php.ts';

export function legacyRegistration(r: RegistrationRequest) {
  return {
    id: r.id,
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    company: r.company,
    status: r.status,
    created_at: r.createdAt.toISOString(),
    decided_at: r.decidedAt?.toISOString() ?? null,
    tenant_id: r.tenantId,
  };
}

const STATUSES = ['pending', 'approved', 'rejected', 'all'] as const;

/** Registration requests for the principal admin: GET ?status=, PUT ?id= with action approve or reject. */
export const registrationsEndpoint: RestEndpoint = {
  async GET(req, ctx) {
    const status = req.query.get('status') ?? 'pending';
    if (!STATUSES.includes(status as never))
      throw new ValidationError('status: pending, approved, rejected or all', 'status');
    const filter = { status: status as (typeof STATUSES)[number] };
    const exported = exportIfAsked(req.query, ctx, registrationExport, () => filter);
    if (exported) return exported;
    const rows = await registrationRows.findMany(ctx, filter);
    return json(rows.map(legacyRegistration));
  },
  async PUT(req, ctx) {
    const body = camelBody(req.body);
    const id = targetId(req);
    const action = optionalString(body, 'action');
    if (action === 'reject') {
      await rejectRegistration(ctx, id);
      return json({ success: true });
    }
    if (action !== 'approve') throw new ValidationError('action: approve or reject', 'action');
    const tenant = await approveRegistration(ctx, id, {
      shortName: body.shortName,
      fullName: body.fullName,
      contactPhone: body.contactPhone,
      address: body.address,
      vatNumber: body.vatNumber,
      adminPassword: body.adminPassword,
    });
    return json({ success: true, tenant_id: tenant.id, short_name: tenant.shortName });
  },
};
