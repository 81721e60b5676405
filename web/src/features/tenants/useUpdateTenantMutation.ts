import { graphql } from 'react-relay';
import type { useUpdateTenantMutation as Mutation } from '../../__generated__/useUpdateTenantMutation.graphql.ts';
import { outcomeHook, type OutcomeRun } from '../../shared/useOutcomeMutation.ts';
import type { TenantValues } from './TenantDialog.tsx';
import { tenantDetails } from './tenantInput.ts';
import { tenantTexts } from './texts.ts';

export const useUpdateTenantMutation = outcomeHook(
  graphql`
    mutation useUpdateTenantMutation($input: UpdateTenantInput!) {
      updateTenant(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on MutationUpdateTenantSuccess {
          data {
            tenant {
              id
              ...TenantRow_tenant
            }
          }
        }
      }
    }
  `,
  tenantTexts.failed,
  (run: OutcomeRun<Mutation>) => (id: string, v: TenantValues) =>
    run({
      input: {
        id,
        ...tenantDetails(v),
      },
    }),
);
