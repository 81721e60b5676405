import { ValidationError } from '../../errors.ts';
import { optionalText, requiredText } from '../common/master-data.ts';
import { normaliseVatNumber } from '../suppliers/vat-number.ts';

/** The tenant screen is English (its access message is); the spec gives no texts of its own. */
export const TENANT_MESSAGES = {
  required: 'Short name, full name, contact name, contact surname and contact phone are required',
  slug: 'The short name may contain only lowercase letters, digits and dashes (2 to 30 characters, starting with a letter)',
  shortNameTaken: 'A tenant with this short name already exists',
  shortNameImmutable: 'The short name cannot be changed after creation',
  email: 'Enter a valid e-mail address',
  notFound: 'Tenant not found',
  platform: "The platform tenant 'admin' cannot be deleted",
  confirm: 'This tenant has data ({uses}): type its short name to confirm the deletion',
  adminPassword: "The first administrator's password must be at least 6 characters long",
  adminEmail: "Enter a valid e-mail address for the tenant's first administrator",
} as const;

const SLUG = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function parseShortName(value: unknown): string {
  const shortName = requiredText(value, TENANT_MESSAGES.required, 'shortName', 30);
  if (shortName.length < 2 || !SLUG.test(shortName)) throw new ValidationError(TENANT_MESSAGES.slug, 'shortName');
  return shortName;
}

export interface TenantInput {
  fullName?: unknown;
  contactName?: unknown;
  contactSurname?: unknown;
  contactPhone?: unknown;
  contactEmail?: unknown;
  address?: unknown;
  vatNumber?: unknown;
}

export function parseEmail(value: unknown, message: string, field: string): string {
  const email = (typeof value === 'string' ? value : '').trim().toLowerCase();
  if (!EMAIL.test(email) || email.length > 254) throw new ValidationError(message, field);
  return email;
}

/** The editable fields (everything but the short name), with the spec's required ones. */
export function parseTenantFields(input: TenantInput) {
  const msg = TENANT_MESSAGES.required;
  const contactEmail = optionalText(input.contactEmail ?? null, 'contactEmail', 254) ?? null;
  const vatNumber = optionalText(input.vatNumber ?? null, 'vatNumber', 40) ?? null;
  return {
    fullName: requiredText(input.fullName, msg, 'fullName'),
    contactName: requiredText(input.contactName, msg, 'contactName', 100),
    contactSurname: requiredText(input.contactSurname, msg, 'contactSurname', 100),
    contactPhone: requiredText(input.contactPhone, msg, 'contactPhone', 40),
    contactEmail: contactEmail === null ? null : parseEmail(contactEmail, TENANT_MESSAGES.email, 'contactEmail'),
    address: optionalText(input.address ?? null, 'address', 500) ?? null,
    vatNumber: vatNumber === null ? null : normaliseVatNumber(vatNumber),
  };
}
