import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useUpdateProductMutation as Mutation } from '../../__generated__/useUpdateProductMutation.graphql.ts';
import { useMutationAsPromise } from '../../relay/useMutationAsPromise.ts';
import { type Outcome, failed, outcomeOf } from '../../shared/outcome.ts';
import type { ProductValues } from './ProductDialog.tsx';
import { productTexts } from './texts.ts';

export function useUpdateProductMutation(): [(id: string, values: ProductValues) => Promise<Outcome>, boolean] {
  const [run, busy] = useMutationAsPromise<Mutation>(graphql`
    mutation useUpdateProductMutation($input: UpdateProductInput!) {
      updateProduct(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on MutationUpdateProductSuccess {
          data {
            product {
              id
              ...ProductRow_product
            }
          }
        }
      }
    }
  `);
  const update = useCallback(
    async (id: string, values: ProductValues) => {
      try {
        const { updateProduct } = await run({ input: { id, ...values } });
        return outcomeOf(updateProduct, undefined, productTexts.saveFailed);
      } catch {
        return failed(productTexts.saveFailed);
      }
    },
    [run],
  );
  return [update, busy];
}
