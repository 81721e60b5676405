import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useUpdateSupplierMutation as Mutation } from '../../__generated__/useUpdateSupplierMutation.graphql.ts';
import { useMutationAsPromise } from '../../relay/useMutationAsPromise.ts';
import { type Outcome, failed, outcomeOf } from '../../shared/outcome.ts';
import type { SupplierValues } from './SupplierDialog.tsx';
import { supplierTexts } from './texts.ts';

export function useUpdateSupplierMutation(): [(id: string, values: SupplierValues) => Promise<Outcome>, boolean] {
  const [run, busy] = useMutationAsPromise<Mutation>(graphql`
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
  `);
  const update = useCallback(
    async (id: string, values: SupplierValues) => {
      try {
        const { updateSupplier } = await run({ input: { id, ...values } });
        return outcomeOf(updateSupplier, undefined, supplierTexts.saveFailed);
      } catch {
        return failed(supplierTexts.saveFailed);
      }
    },
    [run],
  );
  return [update, busy];
}
