import { graphql } from 'react-relay';
import type { useApproveRegistrationMutation as Mutation } from '../../__generated__/useApproveRegistrationMutation.graphql.ts';
import { outcomeHook, type OutcomeRun } from '../../shared/useOutcomeMutation.ts';
import { tenantTexts } from './texts.ts';

export interface ApproveValues {
  shortName: string;
  fullName: string;
  contactPhone: string;
  adminPassword: string;
}

/** The new tenant joins the tenant list; the screen refetches the requests afterwards. */
export const useApproveRegistrationMutation = outcomeHook(
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
  (run: OutcomeRun<Mutation>) => (id: string, values: ApproveValues, connections: string[]) =>
    run({ input: { id, ...values }, connections }),
);
