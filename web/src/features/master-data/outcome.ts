import { typedErrorMessage } from '../../relay/useMutationAsPromise.ts';

/** What a master-data mutation came to: success, or the message to show (typed errors carry the server's). */
export type Outcome = { ok: true } | { ok: false; message: string; conflict: boolean };

export function outcomeOf(
  result: { readonly __typename: string; readonly message?: string },
  fallback: string,
): Outcome {
  if (result.__typename.startsWith('Mutation') && result.__typename.endsWith('Success')) return { ok: true };
  return { ok: false, message: typedErrorMessage(result) ?? fallback, conflict: result.__typename === 'ConflictError' };
}

/** Network or unexpected failure of a mutation. */
export function failed(fallback: string): Outcome {
  return { ok: false, message: fallback, conflict: false };
}
