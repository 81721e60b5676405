import { graphql } from 'react-relay';
import type { useRejectRegistrationMutation as Mutation } from '../../__generated__/useRejectRegistrationMutation.graphql.ts';
import { listRemovalHook } from '../../shared/listMutationHook.ts';
import { tenantTexts } from './texts.ts';

/** Only the call: the screen shows no busy state for it. */
export const useRejectRegistrationMutation = listRemovalHook<Mutation>(
  graphql`
    mutation useRejectRegistrationMutation($input: RejectRegistrationInput!, $connections: [ID!]!) {
      rejectRegistration(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on MutationRejectRegistrationSuccess {
          data {
            id @deleteEdge(connections: $connections)
          }
        }
      }
    }
  `,
  tenantTexts.failed,
);
