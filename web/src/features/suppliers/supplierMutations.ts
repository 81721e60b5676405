import { graphql } from 'react-relay';
import type { supplierMutationsArchiveMutation as Archive } from '../../__generated__/supplierMutationsArchiveMutation.graphql.ts';
import type { supplierMutationsCreateMutation as Create } from '../../__generated__/supplierMutationsCreateMutation.graphql.ts';
import type { supplierMutationsDeleteMutation as Delete } from '../../__generated__/supplierMutationsDeleteMutation.graphql.ts';
import type { supplierMutationsUpdateMutation as Update } from '../../__generated__/supplierMutationsUpdateMutation.graphql.ts';
import { trimmed } from '../../shared/trimmed.ts';
import { masterDataMutations } from '../master-data/masterDataMutations.ts';
import { supplierTexts } from './texts.ts';

export type SupplierValues = {
  name: string;
  businessName: string;
  address: string;
  vatNumber: string;
  /** Blank clears it. */
  iban: string;
  bic: string;
};

/** Create, update, delete and archive; the list follows through @appendNode/@deleteEdge. */
export const useSupplierMutations = masterDataMutations<Create, Update, Delete, Archive, SupplierValues>(
  {
    create: graphql`
      mutation supplierMutationsCreateMutation($input: CreateSupplierInput!, $connections: [ID!]!) {
        createSupplier(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on MutationCreateSupplierSuccess {
            data {
              supplier @appendNode(connections: $connections, edgeTypeName: "QuerySuppliersConnectionEdge") {
                ...SuppliersPage_row
              }
            }
          }
        }
      }
    `,
    update: graphql`
      mutation supplierMutationsUpdateMutation($input: UpdateSupplierInput!) {
        updateSupplier(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on MutationUpdateSupplierSuccess {
            data {
              supplier {
                ...SuppliersPage_row
              }
            }
          }
        }
      }
    `,
    remove: graphql`
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
    archive: graphql`
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
  },
  supplierTexts,
  trimmed,
);
