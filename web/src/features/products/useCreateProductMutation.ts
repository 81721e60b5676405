import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useCreateProductMutation as Mutation } from '../../__generated__/useCreateProductMutation.graphql.ts';
import { useOutcomeMutation } from '../../shared/useOutcomeMutation.ts';
import type { Outcome } from '../../shared/outcome.ts';
import type { ProductValues } from './ProductDialog.tsx';
import { productTexts } from './texts.ts';

export function useCreateProductMutation(): [
  (values: ProductValues, connections: string[]) => Promise<Outcome>,
  boolean,
] {
  const [run, busy] = useOutcomeMutation<Mutation>(
    graphql`
      mutation useCreateProductMutation($input: CreateProductInput!, $connections: [ID!]!) {
        createProduct(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on MutationCreateProductSuccess {
            data {
              product @appendNode(connections: $connections, edgeTypeName: "QueryProductsConnectionEdge") {
                id
                ...ProductRow_product
              }
            }
          }
        }
      }
    `,
    productTexts.saveFailed,
  );
  const create = useCallback(
    (values: ProductValues, connections: string[]) => run({ input: values, connections }),
    [run],
  );
  return [create, busy];
}
