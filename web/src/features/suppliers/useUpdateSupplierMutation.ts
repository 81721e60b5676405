import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useUpdateSupplierMutation as Mutation } from '../../__generated__/useUpdateSupplierMutation.graphql.ts';
import { useOutcomeMutation } from '../../shared/useOutcomeMutation.ts';
import type { Outcome } from '../../shared/outcome.ts';
import type { SupplierValues } from './SupplierDialog.tsx';
import { supplierTexts } from './texts.ts';

export function useUpdateSupplierMutation(): [(id: string, values: SupplierValues) => Promise<Outcome>, boolean] {
  const [run, busy] = useOutcomeMutation<Mutation>(
    graphql`
      mutation useUpdateSupplierMutation($input: UpdateSupplierInput!) {
        updateSupplier(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on MutationUpdateSupplierSuccess {
            data {
              supplier {
                id
                ...SupplierRow_supplier
              }
            }
          }
        }
      }
    `,
    supplierTexts.saveFailed,
  );
  const update = useCallback((id: string, values: SupplierValues) => run({ input: { id, ...values } }), [run]);
  return [update, busy];
}
