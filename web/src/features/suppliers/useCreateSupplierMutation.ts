import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useCreateSupplierMutation as Mutation } from '../../__generated__/useCreateSupplierMutation.graphql.ts';
import { useOutcomeMutation } from '../../shared/useOutcomeMutation.ts';
import type { Outcome } from '../../shared/outcome.ts';
import type { SupplierValues } from './SupplierDialog.tsx';
import { supplierTexts } from './texts.ts';

export function useCreateSupplierMutation(): [
  (values: SupplierValues, connections: string[]) => Promise<Outcome>,
  boolean,
] {
  const [run, busy] = useOutcomeMutation<Mutation>(
    graphql`
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
    `,
    supplierTexts.saveFailed,
  );
  const create = useCallback(
    (values: SupplierValues, connections: string[]) => run({ input: values, connections }),
    [run],
  );
  return [create, busy];
}
