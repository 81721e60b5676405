import { Prisma } from '../../generated/prisma/client.ts';
import { ConflictError, ValidationError } from '../../errors.ts';

/**
 * Small helpers shared by the master-data services (products, suppliers, cost centers, users,
 * tenants): trimmed text checks and the translation of unique-key clashes into clear messages.
 */

/** Trimmed text, or the given message when it is missing or blank. */
export function requiredText(value: unknown, message: string, field: string, max = 200): string {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  if (!trimmed) throw new ValidationError(message, field);
  if (trimmed.length > max) throw new ValidationError(`${field}: massimo ${max} caratteri`, field);
  return trimmed;
}

/** Trimmed text or null when blank; undefined stays undefined (field not sent: unchanged). */
export function optionalText(value: unknown, field: string, max = 2000): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (typeof value !== 'string') throw new ValidationError(`${field}: must be text`, field);
  const trimmed = value.trim();
  if (trimmed.length > max) throw new ValidationError(`${field}: massimo ${max} caratteri`, field);
  return trimmed === '' ? null : trimmed;
}

/** A name or code worth looking up: short, without control characters (PostgreSQL refuses NUL in text). */
export function isLookupText(text: string): boolean {
  // eslint-disable-next-line no-control-regex
  return text.trim().length > 0 && text.length <= 200 && !/[\u0000-\u001f]/.test(text);
}

export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';
}

/** Runs a write; a unique-key clash (also one lost to a concurrent insert) becomes a clear conflict. */
export async function withUniqueMessage<T>(write: () => Promise<T>, message: string, field: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(message, field);
    throw error;
  }
}

/** Case-insensitive "contains" over several columns, for the screens' search boxes. */
export function searchAny<F extends string>(fields: readonly F[], search: string | null | undefined) {
  const term = search?.trim();
  if (!term) return {};
  return { OR: fields.map((f) => ({ [f]: { contains: term.slice(0, 100), mode: 'insensitive' as const } })) };
}

/** 'in 2 offerte e 1 fattura' style list of what still references a row, for refusal messages. */
export function describeUses(uses: [number, string, string][]): string {
  return uses
    .filter(([count]) => count > 0)
    .map(([count, one, many]) => `${count} ${count === 1 ? one : many}`)
    .join(', ');
}
