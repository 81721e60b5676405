import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useUpdateCostCenterMutation as Mutation } from '../../__generated__/useUpdateCostCenterMutation.graphql.ts';
import { useOutcomeMutation } from '../../shared/useOutcomeMutation.ts';
import type { Outcome } from '../../shared/outcome.ts';
import type { CostCenterValues } from './CostCenterDialog.tsx';
import { costCenterTexts } from './texts.ts';

export function useUpdateCostCenterMutation(): [(id: string, values: CostCenterValues) => Promise<Outcome>, boolean] {
  const [run, busy] = useOutcomeMutation<Mutation>(
    graphql`
      mutation useUpdateCostCenterMutation($input: UpdateCostCenterInput!) {
        updateCostCenter(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on MutationUpdateCostCenterSuccess {
            data {
              costCenter {
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
  const update = useCallback((id: string, values: CostCenterValues) => run({ input: { id, ...values } }), [run]);
  return [update, busy];
}
