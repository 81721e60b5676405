import { ROLES, can } from '../../auth/permissions.ts';
import { MIN_PASSWORD_LENGTH } from '../../auth/session.service.ts';
import { PLATFORM_TENANT, type Context, type Viewer } from '../../context.ts';
import { ValidationError } from '../../errors.ts';
import type { Role } from '../../generated/prisma/enums.ts';
import { requiredText } from '../common/master-data.ts';

/** The user-management screen is Italian; the spec gives the delete message, the rest is ours. */
export const USER_MESSAGES = {
  required: 'Email, nome e cognome sono obbligatori',
  email: 'Inserisci un indirizzo email valido',
  passwordRequired: 'La password è obbligatoria per un nuovo utente',
  passwordShort: `La password deve contenere almeno ${MIN_PASSWORD_LENGTH} caratteri`,
  role: 'Ruolo non valido',
  emailTaken: 'Esiste già un utente con questa email in questa azienda',
  notFound: 'Utente non trovato',
  tenantNotFound: 'Azienda non trovata',
  tenantImmutable: "L'azienda di un utente esistente non può essere cambiata",
  deletePrincipal: "Non è possibile eliminare l'utente admin principale",
  demotePrincipal: "Non è possibile cambiare il ruolo o l'email dell'utente admin principale",
  editPrincipal: "Solo l'admin principale può modificare il proprio account",
  deleteSelf: 'Non puoi eliminare il tuo stesso utente',
  lastAdmin: 'Ogni azienda deve avere almeno un amministratore',
  passwordOtherTenant: "Solo l'admin principale può cambiare la password degli utenti di un'altra azienda",
  createOtherTenant: "Solo l'admin principale può creare utenti in un'altra azienda",
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface UserInput {
  email?: unknown;
  password?: unknown;
  firstName?: unknown;
  lastName?: unknown;
  role?: unknown;
  /** Short name of the tenant; only a platform admin may name another tenant than their own. */
  tenant?: unknown;
}

export interface ParsedUser {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  /** null: unchanged (edit with a blank password). */
  password: string | null;
}

export function parseUser(input: UserInput, creating: boolean): ParsedUser {
  const email = requiredText(input.email, USER_MESSAGES.required, 'email', 254).toLowerCase();
  if (!EMAIL.test(email)) throw new ValidationError(USER_MESSAGES.email, 'email');
  const firstName = requiredText(input.firstName, USER_MESSAGES.required, 'firstName', 100);
  const lastName = requiredText(input.lastName, USER_MESSAGES.required, 'lastName', 100);
  const roleText = input.role === undefined || input.role === null || input.role === '' ? 'procurement' : input.role;
  if (!ROLES.includes(roleText as Role)) throw new ValidationError(USER_MESSAGES.role, 'role');
  const raw = typeof input.password === 'string' ? input.password : '';
  if (creating && raw === '') throw new ValidationError(USER_MESSAGES.passwordRequired, 'password');
  if (raw !== '' && raw.length < MIN_PASSWORD_LENGTH)
    throw new ValidationError(USER_MESSAGES.passwordShort, 'password');
  if (raw.length > 1024) throw new ValidationError(USER_MESSAGES.passwordShort, 'password');
  return { email, firstName, lastName, role: roleText as Role, password: raw === '' ? null : raw };
}

/** The principal administrator: the configured e-mail in the platform tenant. */
export function isPrincipal(ctx: Context, user: { email: string }, tenantShortName: string): boolean {
  return tenantShortName === PLATFORM_TENANT && user.email === ctx.app.config.superAdminEmail;
}

/**
 * Whether the viewer may set this user's password: an admin for their own tenant's users, and only
 * the principal admin across tenants (whoever sets a password holds the account, and an admin's
 * account holds its tenant). The service's refusal and the dialog's password field both read it.
 */
export function maySetPassword(viewer: Viewer | null, user: { tenantId: number }): boolean {
  if (!viewer || !can(viewer, 'user.manage')) return false;
  return user.tenantId === viewer.tenantId || can(viewer, 'user.setPasswordAllTenants');
}
