import { serverMessage } from '../relay/errors.ts';
/**
 * What a mutation came to. Every mutation result in schema.graphql is a union of exactly one
 * `Mutation<Name>Success` and the typed errors implementing `Error` (message, code, field): the
 * success member is the only one whose name ends in "Success", so that is the one rule here.
 * Network and unexpected failures (no typed error) become `failed(fallback, error)`.
 */
export type Failure = {
  ok: false;
  message: string;
  /** The input field the message is about, when the server names one (Error.field). */
  field: string | null;
  /** A taken unique value or a state changed meanwhile (ConflictError). */
  conflict: boolean;
};
export type Outcome<T = undefined> = { ok: true; value: T } | Failure;

/** A mutation result as Relay gives it: `__typename` plus, on typed errors, `... on Error { message field }`. */
export interface MutationResult {
  readonly __typename: string;
  readonly message?: string;
  readonly field?: string | null;
}

/**
 * The (single) result field of a mutation's response, whose `data` a success carries: what
 * useOutcomeMutation's `value` reads, once the result is known to be a success.
 */
export function resultOf<R extends object>(response: R): R[keyof R] {
  return Object.values(response)[0] as R[keyof R];
}

export function isSuccess(result: MutationResult): boolean {
  return /^Mutation\w+Success$/.test(result.__typename);
}

export function outcomeOf<T>(result: MutationResult, value: T, fallback: string): Outcome<T> {
  if (isSuccess(result)) return { ok: true, value };
  return {
    ok: false,
    message: typeof result.message === 'string' && result.message !== '' ? result.message : fallback,
    field: result.field ?? null,
    conflict: result.__typename === 'ConflictError',
  };
}

/**
 * A network or unexpected failure: the server's or the error's own message when there is one (never
 * Relay's wrapper text), else the fallback.
 */
export function failed<T = undefined>(fallback: string, error?: unknown): Outcome<T> {
  const message = serverMessage(error) || fallback;
  return { ok: false, message, field: null, conflict: false };
}
