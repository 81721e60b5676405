import type { TenantValues } from './TenantDialog.tsx';

/** The tenant's own fields as both mutations take them (empty optional texts become null). */
export function tenantDetails(v: TenantValues) {
  return {
    fullName: v.fullName,
    contactName: v.contactName,
    contactSurname: v.contactSurname,
    contactPhone: v.contactPhone,
    contactEmail: v.contactEmail || null,
    address: v.address || null,
    vatNumber: v.vatNumber || null,
  };
}
