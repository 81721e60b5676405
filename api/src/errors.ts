import { GraphQLError } from 'graphql';

/**
 * Expected failures: a user mistake or a rule the request broke. They reach the client with their
 * message (the spec's wording where it has one), a stable code and an HTTP status for the REST shims.
 * They extend GraphQLError so graphql-yoga never masks them; anything else is masked.
 */
export type ErrorCode =
  | 'VALIDATION'
  | 'NOT_FOUND'
  | 'FORBIDDEN'
  | 'UNAUTHENTICATED'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNAVAILABLE';

const statusOf: Record<ErrorCode, number> = {
  VALIDATION: 400,
  NOT_FOUND: 404,
  FORBIDDEN: 403,
  UNAUTHENTICATED: 401,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  PAYLOAD_TOO_LARGE: 413,
  UNAVAILABLE: 503,
};

export class AppError extends GraphQLError {
  readonly code: ErrorCode;
  readonly status: number;
  /** The input field the message is about, when there is one. */
  readonly field: string | null;
  /** When the same request may be sent again (the REST shims' Retry-After), for refusals that pass. */
  readonly retryAfterSeconds: number | null = null;

  constructor(code: ErrorCode, message: string, field?: string) {
    super(message, { extensions: { code, ...(field ? { field } : {}) } });
    // Each failure is named after its class (ValidationError, NotFoundError...), as logs show it.
    this.name = new.target.name;
    this.code = code;
    this.status = statusOf[code];
    this.field = field ?? null;
  }
}

export class ValidationError extends AppError {
  constructor(message: string, field?: string) {
    super('VALIDATION', message, field);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super('NOT_FOUND', message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'Accesso Negato') {
    super('FORBIDDEN', message);
  }
}

export class UnauthenticatedError extends AppError {
  constructor(message = 'Authentication required') {
    super('UNAUTHENTICATED', message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, field?: string) {
    super('CONFLICT', message, field);
  }
}

export class TooManyRequestsError extends AppError {
  override readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number) {
    super('TOO_MANY_REQUESTS', message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * Every database connection stayed busy for longer than a request may wait for one (overload, or the
 * database stalling): nothing was done, and the same request may simply be sent again.
 */
export class ServiceBusyError extends AppError {
  override readonly retryAfterSeconds = 2;
  constructor() {
    super('UNAVAILABLE', 'Il server è momentaneamente occupato: riprova tra qualche secondo.');
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(message = 'Request body too large') {
    super('PAYLOAD_TOO_LARGE', message);
  }
}

/** The message shown for a fault we did not expect; the request id lets support find the log line. */
export function internalErrorMessage(requestId: string): string {
  return `Si è verificato un errore imprevisto (codice richiesta ${requestId}).`;
}

/**
 * Database refusals that only hostile or malformed values cause, whichever check let them through:
 * text PostgreSQL cannot store (a NUL byte, a lone surrogate) and numbers beyond the column's range. The statement
 * failed and its transaction rolled back, so nothing changed: the caller gets a clear validation
 * error instead of an unexpected fault. Also a transaction that never started because no connection
 * was free (ServiceBusyError, 503 with Retry-After).
 */
export function userErrorFromDatabase(error: unknown): AppError | null {
  const message = error instanceof Error ? error.message : '';
  // pg's own errors (tenant reads go straight to the pool, db/tenant-scope.ts) carry the SQLSTATE as code.
  const code = (error as { code?: unknown } | null)?.code;
  // NUL bytes in text (22021, 22P05) or a lone UTF-16 surrogate, which the audit log's JSON refuses.
  if (
    code === '22021' ||
    code === '22P05' ||
    /Code: `(22021|22P05)`|invalid input syntax for type json/.test(message)
  ) {
    return new ValidationError('Il testo contiene caratteri non ammessi');
  }
  if (/Value out of range for the type/.test(message)) return new ValidationError('Valore fuori intervallo');
  // Prisma P2028: no pooled connection became free within the transaction's maxWait.
  if (/Unable to start a transaction in the given time/.test(message)) return new ServiceBusyError();
  return null;
}
