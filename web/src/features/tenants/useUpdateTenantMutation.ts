import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useUpdateTenantMutation as Mutation } from '../../__generated__/useUpdateTenantMutation.graphql.ts';
import { useOutcomeMutation } from '../../shared/useOutcomeMutation.ts';
import type { Outcome } from '../../shared/outcome.ts';
import type { TenantValues } from './TenantDialog.tsx';
import { tenantDetails } from './tenantInput.ts';
import { tenantTexts } from './texts.ts';

export function useUpdateTenantMutation(): [(id: string, values: TenantValues) => Promise<Outcome>, boolean] {
  const [run, busy] = useOutcomeMutation<Mutation>(
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
  );
  const update = useCallback(
    (id: string, v: TenantValues) =>
      run({
        input: {
          id,
          ...tenantDetails(v),
        },
      }),
    [run],
  );
  return [update, busy];
}
