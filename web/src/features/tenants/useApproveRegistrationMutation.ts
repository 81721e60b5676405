import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useApproveRegistrationMutation as Mutation } from '../../__generated__/useApproveRegistrationMutation.graphql.ts';
import { useOutcomeMutation } from '../../shared/useOutcomeMutation.ts';
import type { Outcome } from '../../shared/outcome.ts';
import { tenantTexts } from './texts.ts';

export interface ApproveValues {
  shortName: string;
  fullName: string;
  contactPhone: string;
  adminPassword: string;
}

/** The new tenant joins the tenant list; the screen refetches the requests afterwards. */
export function useApproveRegistrationMutation(): [
  (id: string, values: ApproveValues, connections: string[]) => Promise<Outcome>,
  boolean,
] {
  const [run, busy] = useOutcomeMutation<Mutation>(
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
  );
  const approve = useCallback(
    (id: string, values: ApproveValues, connections: string[]) => run({ input: { id, ...values }, connections }),
    [run],
  );
  return [approve, busy];
}
