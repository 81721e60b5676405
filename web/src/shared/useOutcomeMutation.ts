import { useCallback, useMemo } from 'react';
import { useMutation, type GraphQLTaggedNode } from 'react-relay';
import type { MutationParameters, SelectorStoreUpdater, UploadableMap } from 'relay-runtime';
import { GraphQLResponseError } from '../relay/errors.ts';
import { failed, isSuccess, outcomeOf, resultOf, type MutationResult, type Outcome } from './outcome.ts';

export interface RunOptions<M extends MutationParameters, T> {
  /** Files of a GraphQL multipart request, by variable path ('variables.input.file'). */
  uploadables?: UploadableMap;
  updater?: SelectorStoreUpdater<M['response']>;
  /** What a success resolves with (the new object's ids ...); read only on success. */
  value?: (response: M['response']) => T;
}

/**
 * The one mutation hook every `use<Verb><Noun>Mutation` builds on: commits, then resolves with the
 * Outcome of the mutation's (single) result field; never rejects. `fallback` is the message when
 * the server gives none (network down, masked error).
 */
export function useOutcomeMutation<M extends MutationParameters>(mutation: GraphQLTaggedNode, fallback: string) {
  const [commit, inFlight] = useMutation<M>(mutation);
  const run = useCallback(
    <T = undefined>(variables: M['variables'], options: RunOptions<M, T> = {}) =>
      new Promise<Outcome<T>>((resolve) => {
        commit({
          variables,
          ...(options.uploadables ? { uploadables: options.uploadables } : {}),
          ...(options.updater ? { updater: options.updater } : {}),
          onCompleted: (response, errors) => {
            if (errors && errors.length > 0) {
              resolve(failed(fallback, new GraphQLResponseError(errors.map((e) => e.message).join('; '))));
              return;
            }
            // The one field asked (a decide-style document asks one of two by @include/@skip).
            const result = Object.values(response as Record<string, MutationResult | undefined>).find(Boolean) ?? {
              __typename: '',
            };
            const value = isSuccess(result) && options.value ? options.value(response) : (undefined as T);
            resolve(outcomeOf(result, value, fallback));
          },
          onError: (error) => resolve(failed(fallback, error)),
        });
      }),
    [commit, fallback],
  );
  return [run, inFlight] as const;
}

/** The `run` of useOutcomeMutation for the mutation M. */
export type OutcomeRun<M extends MutationParameters> = ReturnType<typeof useOutcomeMutation<M>>[0];

/**
 * A `use<Verb><Noun>Mutation` hook from its document, fallback message and call: `call` turns the
 * hook's run into what the screen calls (the form's values as variables), built once per run.
 */
export function outcomeHook<M extends MutationParameters, F>(
  mutation: GraphQLTaggedNode,
  fallback: string,
  call: (run: OutcomeRun<M>) => F,
) {
  return function useOutcomeHook(): [F, boolean] {
    const [run, busy] = useOutcomeMutation<M>(mutation, fallback);
    return [useMemo(() => call(run), [run]), busy];
  };
}

/**
 * A hook whose call hands the mutation its `input` as it is (createOrder, updatePayment ...): it
 * resolves with what `value` reads from a success (the new row's id), or nothing.
 */
export function inputHook<M extends MutationParameters & { variables: { input: unknown } }, T = undefined>(
  mutation: GraphQLTaggedNode,
  fallback: string,
  value?: (response: M['response']) => T,
) {
  return outcomeHook(
    mutation,
    fallback,
    (run: OutcomeRun<M>) => (input: M['variables']['input']) =>
      run<T>({ input } as M['variables'], value ? { value } : {}),
  );
}

/** What a create mutation's success answers: its one row, with the database id its URL uses. */
interface Created {
  readonly data?: Readonly<Record<string, { readonly rowId: number }>>;
}

/**
 * A create hook that resolves with the new row's database id (for /orders/:id, /invoices/:id ...),
 * read from the one row its success answers; 0 never happens on a success.
 */
export function createdRowHook<M extends MutationParameters & { variables: { input: unknown } }>(
  mutation: GraphQLTaggedNode,
  fallback: string,
) {
  return inputHook<M, number>(mutation, fallback, (response) => {
    const created = resultOf(response as object) as Created;
    return Object.values(created.data ?? {})[0]?.rowId ?? 0;
  });
}
