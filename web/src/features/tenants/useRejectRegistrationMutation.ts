import { graphql } from 'react-relay';
import type { useRejectRegistrationMutation as Mutation } from '../../__generated__/useRejectRegistrationMutation.graphql.ts';
import { outcomeHook, type OutcomeRun } from '../../shared/useOutcomeMutation.ts';
import { tenantTexts } from './texts.ts';

const useRejectRegistration = outcomeHook(
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
  (run: OutcomeRun<Mutation>) => (id: string, connections: string[]) => run({ input: { id }, connections }),
);

/** Only the call: the screen shows no busy state for it. */
export const useRejectRegistrationMutation = () => useRejectRegistration()[0];
