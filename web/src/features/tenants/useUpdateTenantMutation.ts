import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useUpdateTenantMutation as Mutation } from '../../__generated__/useUpdateTenantMutation.graphql.ts';
import { useMutationAsPromise } from '../../relay/useMutationAsPromise.ts';
import { type Outcome, failed, outcomeOf } from '../../shared/outcome.ts';
import type { TenantValues } from './TenantDialog.tsx';
import { tenantTexts } from './texts.ts';

export function useUpdateTenantMutation(): [(id: string, values: TenantValues) => Promise<Outcome>, boolean] {
  const [run, busy] = useMutationAsPromise<Mutation>(graphql`
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
  `);
  const update = useCallback(
    async (id: string, v: TenantValues) => {
      try {
        const { updateTenant } = await run({
          input: {
            id,
            fullName: v.fullName,
            contactName: v.contactName,
            contactSurname: v.contactSurname,
            contactPhone: v.contactPhone,
            contactEmail: v.contactEmail || null,
            address: v.address || null,
            vatNumber: v.vatNumber || null,
          },
        });
        return outcomeOf(updateTenant, undefined, tenantTexts.failed);
      } catch {
        return failed(tenantTexts.failed);
      }
    },
    [run],
  );
  return [update, busy];
}
