import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useCreateCostCenterMutation as Mutation } from '../../__generated__/useCreateCostCenterMutation.graphql.ts';
import { useMutationAsPromise } from '../../relay/useMutationAsPromise.ts';
import { type Outcome, failed, outcomeOf } from '../../shared/outcome.ts';
import type { CostCenterValues } from './CostCenterDialog.tsx';
import { costCenterTexts } from './texts.ts';

export function useCreateCostCenterMutation(): [
  (values: CostCenterValues, connections: string[]) => Promise<Outcome>,
  boolean,
] {
  const [run, busy] = useMutationAsPromise<Mutation>(graphql`
    mutation useCreateCostCenterMutation($input: CreateCostCenterInput!, $connections: [ID!]!) {
      createCostCenter(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on MutationCreateCostCenterSuccess {
          data {
            costCenter @appendNode(connections: $connections, edgeTypeName: "QueryCostCentersConnectionEdge") {
              id
              ...CostCenterRow_costCenter
            }
          }
        }
      }
    }
  `);
  const create = useCallback(
    async (values: CostCenterValues, connections: string[]) => {
      try {
        const { createCostCenter } = await run({ input: values, connections });
        return outcomeOf(createCostCenter, undefined, costCenterTexts.saveFailed);
      } catch {
        return failed(costCenterTexts.saveFailed);
      }
    },
    [run],
  );
  return [create, busy];
}
