import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useDeleteTenantMutation as Mutation } from '../../__generated__/useDeleteTenantMutation.graphql.ts';
import { useOutcomeMutation } from '../../shared/useOutcomeMutation.ts';
import type { Outcome } from '../../shared/outcome.ts';
import { tenantTexts } from './texts.ts';

export function useDeleteTenantMutation(): (
  id: string,
  confirmShortName: string | null,
  connections: string[],
) => Promise<Outcome> {
  const [run] = useOutcomeMutation<Mutation>(
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
  return useCallback(
    (id: string, confirmShortName: string | null, connections: string[]) =>
      run({ input: { id, confirmShortName }, connections }),
    [run],
  );
}
