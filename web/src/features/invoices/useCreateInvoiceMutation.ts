import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useCreateInvoiceMutation as Mutation } from '../../__generated__/useCreateInvoiceMutation.graphql.ts';
import { countUpdater } from '../../relay/connectionCount.ts';
import { useMutationAsPromise } from '../../relay/useMutationAsPromise.ts';
import type { InvoiceValues } from './InvoiceDialog.tsx';
import { toInvoiceInput } from './invoiceInput.ts';
import { type Outcome, failed, outcomeOf } from '../../shared/outcome.ts';
import { invoiceListTexts } from './texts.ts';

export function useCreateInvoiceMutation(): [
  (values: InvoiceValues, connections: string[]) => Promise<Outcome<unknown>>,
  boolean,
] {
  const [run, busy] = useMutationAsPromise<Mutation>(graphql`
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
  `);
  const create = useCallback(
    async (values: InvoiceValues, connections: string[]) => {
      try {
        const { createInvoice } = await run(
          { input: toInvoiceInput(values), connections },
          countUpdater('createInvoice', 'MutationCreateInvoiceSuccess', connections, 1),
        );
        return outcomeOf(createInvoice, undefined, invoiceListTexts.saveFailed);
      } catch (error) {
        return failed(invoiceListTexts.saveFailed, error);
      }
    },
    [run],
  );
  return [create, busy];
}
