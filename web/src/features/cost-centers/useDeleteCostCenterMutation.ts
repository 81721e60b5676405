import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useDeleteCostCenterMutation as Mutation } from '../../__generated__/useDeleteCostCenterMutation.graphql.ts';
import { useMutationAsPromise } from '../../relay/useMutationAsPromise.ts';
import { type Outcome, failed, outcomeOf } from '../../shared/outcome.ts';
import { costCenterTexts } from './texts.ts';

export function useDeleteCostCenterMutation(): (id: string, connections: string[]) => Promise<Outcome> {
  const [run] = useMutationAsPromise<Mutation>(graphql`
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
  `);
  return useCallback(
    async (id: string, connections: string[]) => {
      try {
        const { deleteCostCenter } = await run({ input: { id }, connections });
        return outcomeOf(deleteCostCenter, undefined, costCenterTexts.deleteFailed);
      } catch {
        return failed(costCenterTexts.deleteFailed);
      }
    },
    [run],
  );
}
