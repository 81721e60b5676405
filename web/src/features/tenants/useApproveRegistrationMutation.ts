import { graphql } from 'react-relay';
import type { useApproveRegistrationMutation as Mutation } from '../../__generated__/useApproveRegistrationMutation.graphql.ts';
import { listMutationHook } from '../../shared/listMutationHook.ts';
import { tenantTexts } from './texts.ts';

export interface ApproveValues {
  shortName: string;
  fullName: string;
  contactPhone: string;
  adminPassword: string;
}

/** The new tenant joins the tenant list; the screen refetches the requests afterwards. */
export const useApproveRegistrationMutation = listMutationHook<Mutation, ApproveValues & { id: string }>(
  graphql`
    mutation useApproveRegistrationMutation($input: ApproveRegistrationInput!, $connections: [ID!]!) {
      approveRegistration(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on MutationApproveRegistrationSuccess {
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
  (values) => values,
);
