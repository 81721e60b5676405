import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useCreateSupplierMutation as Mutation } from '../../__generated__/useCreateSupplierMutation.graphql.ts';
import { useMutationAsPromise } from '../../relay/useMutationAsPromise.ts';
import { type Outcome, failed, outcomeOf } from '../../shared/outcome.ts';
import type { SupplierValues } from './SupplierDialog.tsx';
import { supplierTexts } from './texts.ts';

export function useCreateSupplierMutation(): [
  (values: SupplierValues, connections: string[]) => Promise<Outcome>,
  boolean,
] {
  const [run, busy] = useMutationAsPromise<Mutation>(graphql`
    mutation useCreateSupplierMutation($input: CreateSupplierInput!, $connections: [ID!]!) {
      createSupplier(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on MutationCreateSupplierSuccess {
          data {
            supplier @appendNode(connections: $connections, edgeTypeName: "QuerySuppliersConnectionEdge") {
              id
              ...SupplierRow_supplier
            }
          }
        }
      }
    }
  `);
  const create = useCallback(
    async (values: SupplierValues, connections: string[]) => {
      try {
        const { createSupplier } = await run({ input: values, connections });
        return outcomeOf(createSupplier, undefined, supplierTexts.saveFailed);
      } catch {
        return failed(supplierTexts.saveFailed);
      }
    },
    [run],
  );
  return [create, busy];
}
