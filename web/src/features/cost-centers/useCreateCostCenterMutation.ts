import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useCreateCostCenterMutation as Mutation } from '../../__generated__/useCreateCostCenterMutation.graphql.ts';
import { useOutcomeMutation } from '../../shared/useOutcomeMutation.ts';
import type { Outcome } from '../../shared/outcome.ts';
import type { CostCenterValues } from './CostCenterDialog.tsx';
import { costCenterTexts } from './texts.ts';

export function useCreateCostCenterMutation(): [
  (values: CostCenterValues, connections: string[]) => Promise<Outcome>,
  boolean,
] {
  const [run, busy] = useOutcomeMutation<Mutation>(
    graphql`
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
    `,
    costCenterTexts.saveFailed,
  );
  const create = useCallback(
    (values: CostCenterValues, connections: string[]) => run({ input: values, connections }),
    [run],
  );
  return [create, busy];
}
