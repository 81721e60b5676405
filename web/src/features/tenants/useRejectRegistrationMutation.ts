import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useRejectRegistrationMutation as Mutation } from '../../__generated__/useRejectRegistrationMutation.graphql.ts';
import { useOutcomeMutation } from '../../shared/useOutcomeMutation.ts';
import type { Outcome } from '../../shared/outcome.ts';
import { tenantTexts } from './texts.ts';

export function useRejectRegistrationMutation(): (id: string, connections: string[]) => Promise<Outcome> {
  const [run] = useOutcomeMutation<Mutation>(
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
  return useCallback((id: string, connections: string[]) => run({ input: { id }, connections }), [run]);
}
