import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useRejectRegistrationMutation as Mutation } from '../../__generated__/useRejectRegistrationMutation.graphql.ts';
import { useMutationAsPromise } from '../../relay/useMutationAsPromise.ts';
import { type Outcome, failed, outcomeOf } from '../../shared/outcome.ts';
import { tenantTexts } from './texts.ts';

export function useRejectRegistrationMutation(): (id: string, connections: string[]) => Promise<Outcome> {
  const [run] = useMutationAsPromise<Mutation>(graphql`
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
  `);
  return useCallback(
    async (id: string, connections: string[]) => {
      try {
        const { rejectRegistration } = await run({ input: { id }, connections });
        return outcomeOf(rejectRegistration, undefined, tenantTexts.failed);
      } catch {
        return failed(tenantTexts.failed);
      }
    },
    [run],
  );
}
