import { graphql } from 'react-relay';
import type { useDecideInboxItemsMutation as Mutation } from '../../__generated__/useDecideInboxItemsMutation.graphql.ts';
import { outcomeHook, type OutcomeRun } from '../../shared/useOutcomeMutation.ts';
import { inboxTexts } from './texts.ts';

export type InboxItemRef = { type: 'offer' | 'invoice' | 'contract'; id: string };
export type InboxResult = { index: number; ok: boolean; message?: string | null };

/** Bulk approve or reject: each item is decided by the server as a single approval; the result of each. */
export const useDecideInboxItemsMutation = outcomeHook(
  graphql`
    mutation useDecideInboxItemsMutation($input: DecideInboxItemsInput!) {
      decideInboxItems(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on MutationDecideInboxItemsSuccess {
          data {
            results {
              index
              ok
              message
            }
          }
        }
      }
    }
  `,
  inboxTexts.failed,
  (run: OutcomeRun<Mutation>) => (items: InboxItemRef[], decision: 'approve' | 'reject', reason?: string) =>
    run<readonly InboxResult[]>(
      { input: { items, decision, reason: reason ?? null } },
      {
        value: (response) =>
          response.decideInboxItems.__typename === 'MutationDecideInboxItemsSuccess'
            ? (response.decideInboxItems.data?.results ?? [])
            : [],
      },
    ),
);
