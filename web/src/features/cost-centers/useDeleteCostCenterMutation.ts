import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useDeleteCostCenterMutation as Mutation } from '../../__generated__/useDeleteCostCenterMutation.graphql.ts';
import { useOutcomeMutation } from '../../shared/useOutcomeMutation.ts';
import type { Outcome } from '../../shared/outcome.ts';
import { costCenterTexts } from './texts.ts';

export function useDeleteCostCenterMutation(): (id: string, connections: string[]) => Promise<Outcome> {
  const [run] = useOutcomeMutation<Mutation>(
    graphql`
      mutation useDeleteCostCenterMutation($input: DeleteCostCenterInput!, $connections: [ID!]!) {
        deleteCostCenter(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on MutationDeleteCostCenterSuccess {
            data {
              deletedId @deleteEdge(connections: $connections)
            }
          }
        }
      }
    `,
    costCenterTexts.deleteFailed,
  );
  return useCallback((id: string, connections: string[]) => run({ input: { id }, connections }), [run]);
}
