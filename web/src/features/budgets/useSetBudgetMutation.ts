import { graphql } from 'react-relay';
import type { useSetBudgetMutation as Create } from '../../__generated__/useSetBudgetMutation.graphql.ts';
import type { useSetBudgetMutationUpdate as Update } from '../../__generated__/useSetBudgetMutationUpdate.graphql.ts';
import { useOutcomeMutation } from '../../shared/useOutcomeMutation.ts';
import { budgetTexts } from './texts.ts';

const CREATE = graphql`
  mutation useSetBudgetMutation($input: CreateBudgetInput!) {
    createBudget(input: $input) {
      __typename
      ... on Error {
        message
        field
      }
      ... on MutationCreateBudgetSuccess {
        data {
          budget {
            id
          }
        }
      }
    }
  }
`;

const UPDATE = graphql`
  mutation useSetBudgetMutationUpdate($input: UpdateBudgetInput!) {
    updateBudget(input: $input) {
      __typename
      ... on Error {
        message
        field
      }
      ... on MutationUpdateBudgetSuccess {
        data {
          budget {
            id
          }
        }
      }
    }
  }
`;

export interface BudgetValues {
  costCenterId: string;
  year: number;
  amount: string;
}

/** Sets a cost center's budget for a year: creates it, or changes the one there is (`existingId`). */
export function useSetBudgetMutation() {
  const [create, creating] = useOutcomeMutation<Create>(CREATE, budgetTexts.form.failed);
  const [update, updating] = useOutcomeMutation<Update>(UPDATE, budgetTexts.form.failed);
  const run = (values: BudgetValues, existingId: string | null) =>
    existingId ? update({ input: { id: existingId, ...values } }) : create({ input: values });
  return [run, creating || updating] as const;
}
