import { graphql } from 'react-relay';
import type { useMarkNotificationsReadMutation as Mutation } from '../../__generated__/useMarkNotificationsReadMutation.graphql.ts';
import { outcomeHook, type OutcomeRun } from '../../shared/useOutcomeMutation.ts';
import { notificationTexts } from './texts.ts';

const mutation = graphql`
  mutation useMarkNotificationsReadMutation($input: MarkNotificationsReadInput!) {
    markNotificationsRead(input: $input) {
      __typename
      ... on Error {
        message
        field
      }
      ... on MutationMarkNotificationsReadSuccess {
        data {
          unreadCount
          notifications {
            id
            read
          }
        }
      }
    }
  }
`;

/** Marks the given notifications read (or all): the returned rows and the bell's count update the store. */
export const useMarkNotificationsReadMutation = outcomeHook(
  mutation,
  notificationTexts.markFailed,
  (run: OutcomeRun<Mutation>) => (input: Mutation['variables']['input']) =>
    run(
      { input },
      {
        updater: (store, response) => {
          const result = response?.markNotificationsRead;
          if (result?.__typename === 'MutationMarkNotificationsReadSuccess' && result.data) {
            store.getRoot().setValue(result.data.unreadCount, 'unreadNotificationCount');
          }
        },
      },
    ),
);
