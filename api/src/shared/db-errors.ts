/**
 * Recognises the database's own refusals (Prisma through a driver adapter) so the services can turn
 * them into clear ConflictError/ValidationError messages instead of a masked 500.
 */
interface AdapterCause {
  originalMessage?: string;
  constraint?: { fields?: string[]; index?: string };
}

function causeOf(error: unknown): { code: string | undefined; cause: AdapterCause | undefined; message: string } {
  const e = error as { code?: string; meta?: { driverAdapterError?: { cause?: AdapterCause } }; message?: string };
  return { code: e?.code, cause: e?.meta?.driverAdapterError?.cause, message: String(e?.message ?? '') };
}

/** The columns of the unique key a write broke, or null when the error is something else. */
export function uniqueViolation(error: unknown): string[] | null {
  const { code, cause, message } = causeOf(error);
  if (code !== 'P2002') return null;
  const fields = cause?.constraint?.fields?.map((f) => f.replaceAll('"', ''));
  if (fields?.length) return fields;
  // Fallback: the constraint name carries the column names (Invoice_tenantId_orderId_key).
  const text = cause?.originalMessage ?? message;
  return (
    text
      .match(/"(\w+)_key"/)?.[1]
      ?.split('_')
      .slice(1) ?? []
  );
}

export function isUniqueOn(error: unknown, column: string): boolean {
  return uniqueViolation(error)?.includes(column) ?? false;
}

/** A foreign key the write broke (a referenced row that does not exist in this tenant). */
export function isForeignKeyViolation(error: unknown): boolean {
  return causeOf(error).code === 'P2003';
}
