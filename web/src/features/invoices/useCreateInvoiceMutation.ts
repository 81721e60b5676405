import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useCreateInvoiceMutation as Mutation } from '../../__generated__/useCreateInvoiceMutation.graphql.ts';
import { countUpdater } from '../../relay/connectionCount.ts';
import { useOutcomeMutation } from '../../shared/useOutcomeMutation.ts';
import type { InvoiceValues } from './InvoiceDialog.tsx';
import { toInvoiceInput } from './invoiceInput.ts';
import type { Outcome } from '../../shared/outcome.ts';
import { invoiceListTexts } from './texts.ts';

export function useCreateInvoiceMutation(): [
  (values: InvoiceValues, connections: string[]) => Promise<Outcome<unknown>>,
  boolean,
] {
  const [run, busy] = useOutcomeMutation<Mutation>(
    graphql`
      mutation useCreateInvoiceMutation($input: InvoiceInput!, $connections: [ID!]!) {
        createInvoice(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on MutationCreateInvoiceSuccess {
            data {
              invoice @prependNode(connections: $connections, edgeTypeName: "QueryInvoicesConnectionEdge") {
                id
                ...InvoiceRow_invoice
              }
            }
          }
        }
      }
    `,
    invoiceListTexts.saveFailed,
  );
  const create = useCallback(
    (values: InvoiceValues, connections: string[]) =>
      run(
        { input: toInvoiceInput(values), connections },
        { updater: countUpdater('createInvoice', 'MutationCreateInvoiceSuccess', connections, 1) },
      ),
    [run],
  );
  return [create, busy];
}
