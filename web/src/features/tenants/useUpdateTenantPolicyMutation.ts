import { graphql } from 'react-relay';
import type { useUpdateTenantPolicyMutation as Mutation } from '../../__generated__/useUpdateTenantPolicyMutation.graphql.ts';
import { outcomeHook, type OutcomeRun } from '../../shared/useOutcomeMutation.ts';
import { policyTexts } from './policyTexts.ts';

/** Switches the viewer's own tenant's segregation of duties; the store's Tenant updates by id. */
export const useUpdateTenantPolicyMutation = outcomeHook(
  graphql`
    mutation useUpdateTenantPolicyMutation($input: UpdateTenantPolicyInput!) {
      updateTenantPolicy(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on MutationUpdateTenantPolicySuccess {
          data {
            tenant {
              id
              segregationOfDuties
            }
          }
        }
      }
    }
  `,
  policyTexts.failed,
  (run: OutcomeRun<Mutation>) => (segregationOfDuties: boolean) => run({ input: { segregationOfDuties } }),
);
