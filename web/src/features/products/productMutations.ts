import { graphql } from 'react-relay';
import type { productMutationsArchiveMutation as Archive } from '../../__generated__/productMutationsArchiveMutation.graphql.ts';
import type { productMutationsCreateMutation as Create } from '../../__generated__/productMutationsCreateMutation.graphql.ts';
import type { productMutationsDeleteMutation as Delete } from '../../__generated__/productMutationsDeleteMutation.graphql.ts';
import type { productMutationsUpdateMutation as Update } from '../../__generated__/productMutationsUpdateMutation.graphql.ts';
import { masterDataMutations } from '../master-data/masterDataMutations.ts';
import { productTexts } from './texts.ts';

export type ProductValues = { name: string; description: string; price: string; category: string };

/** The form's text as the API's input: trimmed, blank optional fields null, the price with two decimals. */
function input(values: ProductValues) {
  return {
    name: values.name.trim(),
    description: values.description.trim() || null,
    price: Number(values.price.replace(',', '.')).toFixed(2),
    category: values.category.trim() || null,
  };
}

/** Create, update, delete and archive of a catalogue product; the list follows through @appendNode/@deleteEdge. */
export const useProductMutations = masterDataMutations<Create, Update, Delete, Archive, ProductValues>(
  {
    create: graphql`
      mutation productMutationsCreateMutation($input: CreateProductInput!, $connections: [ID!]!) {
        createProduct(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on MutationCreateProductSuccess {
            data {
              product @appendNode(connections: $connections, edgeTypeName: "QueryProductsConnectionEdge") {
                ...ProductsPage_row
              }
            }
          }
        }
      }
    `,
    update: graphql`
      mutation productMutationsUpdateMutation($input: UpdateProductInput!) {
        updateProduct(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on MutationUpdateProductSuccess {
            data {
              product {
                ...ProductsPage_row
              }
            }
          }
        }
      }
    `,
    remove: graphql`
      mutation productMutationsDeleteMutation($input: DeleteProductInput!, $connections: [ID!]!) {
        deleteProduct(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on MutationDeleteProductSuccess {
            data {
              deletedId @deleteEdge(connections: $connections)
            }
          }
        }
      }
    `,
    archive: graphql`
      mutation productMutationsArchiveMutation($input: ArchiveProductInput!, $connections: [ID!]!) {
        archiveProduct(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on MutationArchiveProductSuccess {
            data {
              product {
                id @deleteEdge(connections: $connections)
              }
            }
          }
        }
      }
    `,
  },
  productTexts,
  input,
);
