import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useUpdateProductMutation as Mutation } from '../../__generated__/useUpdateProductMutation.graphql.ts';
import { useOutcomeMutation } from '../../shared/useOutcomeMutation.ts';
import type { Outcome } from '../../shared/outcome.ts';
import type { ProductValues } from './ProductDialog.tsx';
import { productTexts } from './texts.ts';

export function useUpdateProductMutation(): [(id: string, values: ProductValues) => Promise<Outcome>, boolean] {
  const [run, busy] = useOutcomeMutation<Mutation>(
    graphql`
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
    `,
    productTexts.saveFailed,
  );
  const update = useCallback((id: string, values: ProductValues) => run({ input: { id, ...values } }), [run]);
  return [update, busy];
}
