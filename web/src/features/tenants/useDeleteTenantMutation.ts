import { graphql } from 'react-relay';
import type { useDeleteTenantMutation as Mutation } from '../../__generated__/useDeleteTenantMutation.graphql.ts';
import { listRemovalHook } from '../../shared/listMutationHook.ts';
import { tenantTexts } from './texts.ts';

/** Only the call: the screen shows no busy state for it. */
export const useDeleteTenantMutation = listRemovalHook<Mutation>(
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
);
