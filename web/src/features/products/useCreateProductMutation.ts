import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useCreateProductMutation as Mutation } from '../../__generated__/useCreateProductMutation.graphql.ts';
import { useMutationAsPromise } from '../../relay/useMutationAsPromise.ts';
import { type Outcome, failed, outcomeOf } from '../../shared/outcome.ts';
import type { ProductValues } from './ProductDialog.tsx';
import { productTexts } from './texts.ts';

export function useCreateProductMutation(): [
  (values: ProductValues, connections: string[]) => Promise<Outcome>,
  boolean,
] {
  const [run, busy] = useMutationAsPromise<Mutation>(graphql`
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
  `);
  const create = useCallback(
    async (values: ProductValues, connections: string[]) => {
      try {
        const { createProduct } = await run({ input: values, connections });
        return outcomeOf(createProduct, undefined, productTexts.saveFailed);
      } catch {
        return failed(productTexts.saveFailed);
      }
    },
    [run],
  );
  return [create, busy];
}
