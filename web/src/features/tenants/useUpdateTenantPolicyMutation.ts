import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useUpdateTenantPolicyMutation as Mutation } from '../../__generated__/useUpdateTenantPolicyMutation.graphql.ts';
import { useOutcomeMutation } from '../../shared/useOutcomeMutation.ts';
import type { Outcome } from '../../shared/outcome.ts';
import { policyTexts } from './policyTexts.ts';

/** Switches the viewer's own tenant's segregation of duties; the store's Tenant updates by id. */
export function useUpdateTenantPolicyMutation(): [(segregationOfDuties: boolean) => Promise<Outcome>, boolean] {
  const [run, busy] = useOutcomeMutation<Mutation>(
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
  );
  const update = useCallback((segregationOfDuties: boolean) => run({ input: { segregationOfDuties } }), [run]);
  return [update, busy];
}
