import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useUpdateCostCenterMutation as Mutation } from '../../__generated__/useUpdateCostCenterMutation.graphql.ts';
import { useMutationAsPromise } from '../../relay/useMutationAsPromise.ts';
import { type Outcome, failed, outcomeOf } from '../../shared/outcome.ts';
import type { CostCenterValues } from './CostCenterDialog.tsx';
import { costCenterTexts } from './texts.ts';

export function useUpdateCostCenterMutation(): [(id: string, values: CostCenterValues) => Promise<Outcome>, boolean] {
  const [run, busy] = useMutationAsPromise<Mutation>(graphql`
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
  `);
  const update = useCallback(
    async (id: string, values: CostCenterValues) => {
      try {
        const { updateCostCenter } = await run({ input: { id, ...values } });
        return outcomeOf(updateCostCenter, undefined, costCenterTexts.saveFailed);
      } catch {
        return failed(costCenterTexts.saveFailed);
      }
    },
    [run],
  );
  return [update, busy];
}
