import { graphql } from 'react-relay';
import type { productMutationsArchiveMutation as Archive } from '../../__generated__/productMutationsArchiveMutation.graphql.ts';
import type { productMutationsCreateMutation as Create } from '../../__generated__/productMutationsCreateMutation.graphql.ts';
import type { productMutationsDeleteMutation as Delete } from '../../__generated__/productMutationsDeleteMutation.graphql.ts';
import type { productMutationsUpdateMutation as Update } from '../../__generated__/productMutationsUpdateMutation.graphql.ts';
import type { MasterDataMutations } from '../master-data/MasterDataScreen.tsx';
import { masterDataCalls, useOutcomeMutation } from '../master-data/useOutcomeMutation.ts';
import { productTexts as t } from './texts.ts';

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

const created = (r: Create['response']) => r.createProduct;
const updated = (r: Update['response']) => r.updateProduct;
const deleted = (r: Delete['response']) => r.deleteProduct;
const archived = (r: Archive['response']) => r.archiveProduct;

/** Create, update, delete and archive of a catalogue product; the list follows through @appendNode/@deleteEdge. */
export function useProductMutations(): MasterDataMutations<ProductValues> {
  const create = useOutcomeMutation<Create>(
    graphql`
      mutation productMutationsCreateMutation($input: CreateProductInput!, $connections: [ID!]!) {
        createProduct(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on MutationCreateProductSuccess {
            data {
              product @appendNode(connections: $connections, edgeTypeName: "QueryProductsConnectionEdge") {
                id
                name
                description
                price
                category
              }
            }
          }
        }
      }
    `,
    created,
    t.saveFailed,
  );
  const update = useOutcomeMutation<Update>(
    graphql`
      mutation productMutationsUpdateMutation($input: UpdateProductInput!) {
        updateProduct(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on MutationUpdateProductSuccess {
            data {
              product {
                id
                name
                description
                price
                category
              }
            }
          }
        }
      }
    `,
    updated,
    t.saveFailed,
  );
  const remove = useOutcomeMutation<Delete>(
    graphql`
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
    deleted,
    t.deleteFailed,
  );
  const archive = useOutcomeMutation<Archive>(
    graphql`
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
    archived,
    t.deleteFailed,
  );
  return masterDataCalls(create, update, remove, archive, input);
}
