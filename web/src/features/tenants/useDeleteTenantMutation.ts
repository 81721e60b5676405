import { graphql } from 'react-relay';
import type { useDeleteTenantMutation as Mutation } from '../../__generated__/useDeleteTenantMutation.graphql.ts';
import { outcomeHook, type OutcomeRun } from '../../shared/useOutcomeMutation.ts';
import { tenantTexts } from './texts.ts';

const useDeleteTenant = outcomeHook(
  graphql`
    mutation useDeleteTenantMutation($input: DeleteTenantInput!, $connections: [ID!]!) {
      deleteTenant(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on MutationDeleteTenantSuccess {
          data {
            deletedId @deleteEdge(connections: $connections)
          }
        }
      }
    }
  `,
  tenantTexts.failed,
  (run: OutcomeRun<Mutation>) => (id: string, confirmShortName: string | null, connections: string[]) =>
    run({ input: { id, confirmShortName }, connections }),
);

/** Only the call: the screen shows no busy state for it. */
export const useDeleteTenantMutation = () => useDeleteTenant()[0];
