import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useDeleteTenantMutation as Mutation } from '../../__generated__/useDeleteTenantMutation.graphql.ts';
import { useMutationAsPromise } from '../../relay/useMutationAsPromise.ts';
import { type Outcome, failed, outcomeOf } from '../../shared/outcome.ts';
import { tenantTexts } from './texts.ts';

export function useDeleteTenantMutation(): (
  id: string,
  confirmShortName: string | null,
  connections: string[],
) => Promise<Outcome> {
  const [run] = useMutationAsPromise<Mutation>(graphql`
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
  `);
  return useCallback(
    async (id: string, confirmShortName: string | null, connections: string[]) => {
      try {
        const { deleteTenant } = await run({ input: { id, confirmShortName }, connections });
        return outcomeOf(deleteTenant, undefined, tenantTexts.failed);
      } catch {
        return failed(tenantTexts.failed);
      }
    },
    [run],
  );
}
