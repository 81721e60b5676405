import { graphql } from 'react-relay';
import type { useCreateTenantMutation as Mutation } from '../../__generated__/useCreateTenantMutation.graphql.ts';
import { outcomeHook, type OutcomeRun } from '../../shared/useOutcomeMutation.ts';
import type { TenantValues } from './TenantDialog.tsx';
import { tenantDetails } from './tenantInput.ts';
import { tenantTexts } from './texts.ts';

export const useCreateTenantMutation = outcomeHook(
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
  (run: OutcomeRun<Mutation>) => (v: TenantValues, connections: string[]) =>
    run({
      input: {
        shortName: v.shortName,
        ...tenantDetails(v),
        adminEmail: v.adminEmail || null,
        adminPassword: v.adminPassword,
      },
      connections,
    }),
);
