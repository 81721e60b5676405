import type { Context } from '../../context.ts';
import { TooManyRequestsError, ValidationError } from '../../errors.ts';
import { LIMITS, hit } from '../../auth/throttle.ts';
import { recordAudit } from '../audit/audit.service.ts';

export interface RegistrationInput {
  firstName?: unknown;
  lastName?: unknown;
  email?: unknown;
  company?: unknown;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const REGISTRATION_THROTTLED = 'Troppe richieste di registrazione da questo indirizzo. Riprova più tardi.';

function text(value: unknown, field: string, max: number): string {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  if (!trimmed) throw new ValidationError('Compila tutti i campi obbligatori', field);
  if (trimmed.length > max) throw new ValidationError(`${field}: massimo ${max} caratteri`, field);
  return trimmed;
}

/** A request for a new tenant; the principal admin turns it into one from the tenant screen. */
export async function requestRegistration(ctx: Context, input: RegistrationInput): Promise<{ id: number }> {
  const data = {
    firstName: text(input.firstName, 'firstName', 100),
    lastName: text(input.lastName, 'lastName', 100),
    email: text(input.email, 'email', 254).toLowerCase(),
    company: text(input.company, 'company', 200),
  };
  if (!EMAIL.test(data.email)) throw new ValidationError('Inserisci un indirizzo email valido', 'email');
  const prisma = ctx.app.database.platform;
  const counter = await hit(prisma, `register:address:${ctx.ip}`, LIMITS.registrationPerAddress);
  if (counter.hits > LIMITS.registrationPerAddress.max) {
    throw new TooManyRequestsError(REGISTRATION_THROTTLED, Math.ceil((counter.resetAt.getTime() - Date.now()) / 1000));
  }
  return prisma.$transaction(async (tx) => {
    const request = await tx.registrationRequest.create({ data: { ...data, ip: ctx.ip }, select: { id: true } });
    await recordAudit(tx, ctx, {
      tenantId: null,
      entityType: 'RegistrationRequest',
      entityId: request.id,
      action: 'create',
      changes: data,
    });
    return request;
  });
}
