import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useArchiveCostCenterMutation as Mutation } from '../../__generated__/useArchiveCostCenterMutation.graphql.ts';
import { useOutcomeMutation } from '../../shared/useOutcomeMutation.ts';
import type { Outcome } from '../../shared/outcome.ts';
import { costCenterTexts } from './texts.ts';

/** Archiving hides a costCenter still used by offer recipients. */
export function useArchiveCostCenterMutation(): (id: string, connections: string[]) => Promise<Outcome> {
  const [run] = useOutcomeMutation<Mutation>(
    graphql`
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
    `,
    costCenterTexts.deleteFailed,
  );
  return useCallback((id: string, connections: string[]) => run({ input: { id, archived: true }, connections }), [run]);
}
