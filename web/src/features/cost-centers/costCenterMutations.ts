import { graphql } from 'react-relay';
import type { costCenterMutationsArchiveMutation as Archive } from '../../__generated__/costCenterMutationsArchiveMutation.graphql.ts';
import type { costCenterMutationsCreateMutation as Create } from '../../__generated__/costCenterMutationsCreateMutation.graphql.ts';
import type { costCenterMutationsDeleteMutation as Delete } from '../../__generated__/costCenterMutationsDeleteMutation.graphql.ts';
import type { costCenterMutationsUpdateMutation as Update } from '../../__generated__/costCenterMutationsUpdateMutation.graphql.ts';
import type { MasterDataMutations } from '../master-data/MasterDataScreen.tsx';
import { useOutcomeMutation } from '../../shared/useOutcomeMutation.ts';
import { masterDataCalls } from '../master-data/masterDataCalls.ts';
import { costCenterTexts as t } from './texts.ts';

export type CostCenterValues = { code: string; description: string };

/** Every field trimmed, as the API expects. */
function input(values: CostCenterValues): CostCenterValues {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()])) as CostCenterValues;
}

/** Create, update, delete and archive; the list follows through @appendNode/@deleteEdge. */
export function useCostCenterMutations(): MasterDataMutations<CostCenterValues> {
  return masterDataCalls(
    useOutcomeMutation<Create>(
      graphql`
        mutation costCenterMutationsCreateMutation($input: CreateCostCenterInput!, $connections: [ID!]!) {
          createCostCenter(input: $input) {
            __typename
            ... on Error {
              message
            }
            ... on MutationCreateCostCenterSuccess {
              data {
                costCenter @appendNode(connections: $connections, edgeTypeName: "QueryCostCentersConnectionEdge") {
                  id
                  code
                  description
                  createdByName
                  createdAt
                }
              }
            }
          }
        }
      `,
      t.saveFailed,
    ),
    useOutcomeMutation<Update>(
      graphql`
        mutation costCenterMutationsUpdateMutation($input: UpdateCostCenterInput!) {
          updateCostCenter(input: $input) {
            __typename
            ... on Error {
              message
            }
            ... on MutationUpdateCostCenterSuccess {
              data {
                costCenter {
                  id
                  code
                  description
                  createdByName
                  createdAt
                }
              }
            }
          }
        }
      `,
      t.saveFailed,
    ),
    useOutcomeMutation<Delete>(
      graphql`
        mutation costCenterMutationsDeleteMutation($input: DeleteCostCenterInput!, $connections: [ID!]!) {
          deleteCostCenter(input: $input) {
            __typename
            ... on Error {
              message
            }
            ... on MutationDeleteCostCenterSuccess {
              data {
                deletedId @deleteEdge(connections: $connections)
              }
            }
          }
        }
      `,
      t.deleteFailed,
    ),
    useOutcomeMutation<Archive>(
      graphql`
        mutation costCenterMutationsArchiveMutation($input: ArchiveCostCenterInput!, $connections: [ID!]!) {
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
      t.deleteFailed,
    ),
    input,
  );
}
