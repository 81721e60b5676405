import { graphql } from 'react-relay';
import type { supplierMutationsArchiveMutation as Archive } from '../../__generated__/supplierMutationsArchiveMutation.graphql.ts';
import type { supplierMutationsCreateMutation as Create } from '../../__generated__/supplierMutationsCreateMutation.graphql.ts';
import type { supplierMutationsDeleteMutation as Delete } from '../../__generated__/supplierMutationsDeleteMutation.graphql.ts';
import type { supplierMutationsUpdateMutation as Update } from '../../__generated__/supplierMutationsUpdateMutation.graphql.ts';
import type { MasterDataMutations } from '../master-data/MasterDataScreen.tsx';
import { useOutcomeMutation } from '../../shared/useOutcomeMutation.ts';
import { masterDataCalls } from '../master-data/masterDataCalls.ts';
import { supplierTexts as t } from './texts.ts';

export type SupplierValues = { name: string; businessName: string; address: string; vatNumber: string };

/** Every field trimmed, as the API expects. */
function input(values: SupplierValues): SupplierValues {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()])) as SupplierValues;
}

/** Create, update, delete and archive; the list follows through @appendNode/@deleteEdge. */
export function useSupplierMutations(): MasterDataMutations<SupplierValues> {
  return masterDataCalls(
    useOutcomeMutation<Create>(
      graphql`
        mutation supplierMutationsCreateMutation($input: CreateSupplierInput!, $connections: [ID!]!) {
          createSupplier(input: $input) {
            __typename
            ... on Error {
              message
            }
            ... on MutationCreateSupplierSuccess {
              data {
                supplier @appendNode(connections: $connections, edgeTypeName: "QuerySuppliersConnectionEdge") {
                  id
                  name
                  businessName
                  address
                  vatNumber
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
        mutation supplierMutationsUpdateMutation($input: UpdateSupplierInput!) {
          updateSupplier(input: $input) {
            __typename
            ... on Error {
              message
            }
            ... on MutationUpdateSupplierSuccess {
              data {
                supplier {
                  id
                  name
                  businessName
                  address
                  vatNumber
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
        mutation supplierMutationsDeleteMutation($input: DeleteSupplierInput!, $connections: [ID!]!) {
          deleteSupplier(input: $input) {
            __typename
            ... on Error {
              message
            }
            ... on MutationDeleteSupplierSuccess {
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
        mutation supplierMutationsArchiveMutation($input: ArchiveSupplierInput!, $connections: [ID!]!) {
          archiveSupplier(input: $input) {
            __typename
            ... on Error {
              message
            }
            ... on MutationArchiveSupplierSuccess {
              data {
                supplier {
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
