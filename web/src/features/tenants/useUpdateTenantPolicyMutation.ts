import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useUpdateTenantPolicyMutation as Mutation } from '../../__generated__/useUpdateTenantPolicyMutation.graphql.ts';
import { useMutationAsPromise } from '../../relay/useMutationAsPromise.ts';
import { type Outcome, failed, outcomeOf } from '../../shared/outcome.ts';
import { policyTexts } from './policyTexts.ts';

/** Switches the viewer's own tenant's segregation of duties; the store's Tenant updates by id. */
export function useUpdateTenantPolicyMutation(): [(segregationOfDuties: boolean) => Promise<Outcome>, boolean] {
  const [run, busy] = useMutationAsPromise<Mutation>(graphql`
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
  `);
  const update = useCallback(
    async (segregationOfDuties: boolean) => {
      try {
        const { updateTenantPolicy } = await run({ input: { segregationOfDuties } });
        return outcomeOf(updateTenantPolicy, undefined, policyTexts.failed);
      } catch {
        return failed(policyTexts.failed);
      }
    },
    [run],
  );
  return [update, busy];
}
