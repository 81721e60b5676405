import { graphql } from 'react-relay';
import type { useCreateTenantMutation as Mutation } from '../../__generated__/useCreateTenantMutation.graphql.ts';
import { listMutationHook } from '../../shared/listMutationHook.ts';
import type { TenantValues } from './TenantDialog.tsx';
import { tenantDetails } from './tenantInput.ts';
import { tenantTexts } from './texts.ts';

/** The new tenant, with its first administrator, joins the list it was created from. */
export const useCreateTenantMutation = listMutationHook<Mutation, TenantValues>(
  graphql`
    mutation useCreateTenantMutation($input: CreateTenantInput!, $connections: [ID!]!) {
      createTenant(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on MutationCreateTenantSuccess {
          data {
            tenant @appendNode(connections: $connections, edgeTypeName: "QueryTenantsConnectionEdge") {
              id
              ...TenantRow_tenant
            }
          }
        }
      }
    }
  `,
  tenantTexts.failed,
  (v) => ({
    shortName: v.shortName,
    ...tenantDetails(v),
    adminEmail: v.adminEmail || null,
    adminPassword: v.adminPassword,
  }),
);
