import { typedErrorMessage } from '../../relay/useMutationAsPromise.ts';

/** What a finance mutation came to: success (with the object's ids), or the message to show. */
export type Outcome<T = undefined> = { ok: true; value: T } | { ok: false; message: string };

export function outcomeOf<T>(
  result: { readonly __typename: string; readonly message?: string },
  value: T,
  fallback: string,
): Outcome<T> {
  if (result.__typename.startsWith('Mutation') && result.__typename.endsWith('Success')) return { ok: true, value };
  return { ok: false, message: typedErrorMessage(result) ?? fallback };
}

export function failed<T>(fallback: string, error?: unknown): Outcome<T> {
  const detail = error instanceof Error && error.message ? error.message : null;
  return { ok: false, message: detail ?? fallback };
}
