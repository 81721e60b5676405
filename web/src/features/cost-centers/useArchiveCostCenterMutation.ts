import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useArchiveCostCenterMutation as Mutation } from '../../__generated__/useArchiveCostCenterMutation.graphql.ts';
import { useMutationAsPromise } from '../../relay/useMutationAsPromise.ts';
import { type Outcome, failed, outcomeOf } from '../../shared/outcome.ts';
import { costCenterTexts } from './texts.ts';

/** Archiving hides a costCenter still used by offer recipients. */
export function useArchiveCostCenterMutation(): (id: string, connections: string[]) => Promise<Outcome> {
  const [run] = useMutationAsPromise<Mutation>(graphql`
    mutation useArchiveCostCenterMutation($input: ArchiveCostCenterInput!, $connections: [ID!]!) {
      archiveCostCenter(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on MutationArchiveCostCenterSuccess {
          data {
            costCenter {
              id @deleteEdge(connections: $connections)
            }
          }
        }
      }
    }
  `);
  return useCallback(
    async (id: string, connections: string[]) => {
      try {
        const { archiveCostCenter } = await run({ input: { id, archived: true }, connections });
        return outcomeOf(archiveCostCenter, undefined, costCenterTexts.deleteFailed);
      } catch {
        return failed(costCenterTexts.deleteFailed);
      }
    },
    [run],
  );
}
