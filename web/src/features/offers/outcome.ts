/** What a procurement mutation came to: success with a value, or the message to show. */
export type Outcome<T = undefined> = { ok: true; value: T } | { ok: false; message: string };

export function outcomeOf<T>(
  result: { readonly __typename: string; readonly message?: string },
  value: T,
  fallback: string,
): Outcome<T> {
  if (result.__typename.startsWith('Mutation')) return { ok: true, value };
  return { ok: false, message: typeof result.message === 'string' && result.message ? result.message : fallback };
}

export function failure<T>(fallback: string, error?: unknown): Outcome<T> {
  return { ok: false, message: error instanceof Error && error.message ? error.message : fallback };
}
