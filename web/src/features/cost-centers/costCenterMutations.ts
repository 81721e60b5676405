import { graphql } from 'react-relay';
import type { costCenterMutationsArchiveMutation as Archive } from '../../__generated__/costCenterMutationsArchiveMutation.graphql.ts';
import type { costCenterMutationsCreateMutation as Create } from '../../__generated__/costCenterMutationsCreateMutation.graphql.ts';
import type { costCenterMutationsDeleteMutation as Delete } from '../../__generated__/costCenterMutationsDeleteMutation.graphql.ts';
import type { costCenterMutationsUpdateMutation as Update } from '../../__generated__/costCenterMutationsUpdateMutation.graphql.ts';
import { trimmed } from '../../shared/trimmed.ts';
import { masterDataMutations } from '../master-data/masterDataMutations.ts';
import { costCenterTexts } from './texts.ts';

export type CostCenterValues = { code: string; description: string };

/** Create, update, delete and archive; the list follows through @appendNode/@deleteEdge. */
export const useCostCenterMutations = masterDataMutations<Create, Update, Delete, Archive, CostCenterValues>(
  {
    create: graphql`
      mutation costCenterMutationsCreateMutation($input: CreateCostCenterInput!, $connections: [ID!]!) {
        createCostCenter(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on MutationCreateCostCenterSuccess {
            data {
              costCenter @appendNode(connections: $connections, edgeTypeName: "QueryCostCentersConnectionEdge") {
                ...CostCentersPage_row
              }
            }
          }
        }
      }
    `,
    update: graphql`
      mutation costCenterMutationsUpdateMutation($input: UpdateCostCenterInput!) {
        updateCostCenter(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on MutationUpdateCostCenterSuccess {
            data {
              costCenter {
                ...CostCentersPage_row
              }
            }
          }
        }
      }
    `,
    remove: graphql`
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
    archive: graphql`
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
  },
  costCenterTexts,
  trimmed,
);
