import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useUpdateInvoiceMutation as Mutation } from '../../__generated__/useUpdateInvoiceMutation.graphql.ts';
import { useMutationAsPromise } from '../../relay/useMutationAsPromise.ts';
import type { InvoiceValues } from './InvoiceDialog.tsx';
import { toInvoiceInput } from './invoiceInput.ts';
import { type Outcome, failed, outcomeOf } from '../../shared/outcome.ts';
import { invoiceListTexts } from './texts.ts';

export function useUpdateInvoiceMutation(): [
  (id: string, values: InvoiceValues) => Promise<Outcome<unknown>>,
  boolean,
] {
  const [run, busy] = useMutationAsPromise<Mutation>(graphql`
    mutation useUpdateInvoiceMutation($input: UpdateInvoiceInput!) {
      updateInvoice(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on MutationUpdateInvoiceSuccess {
          data {
            invoice {
              id
              ...InvoiceRow_invoice
            }
          }
        }
      }
    }
  `);
  const update = useCallback(
    async (id: string, values: InvoiceValues) => {
      try {
        const { updateInvoice } = await run({ input: { id, patch: toInvoiceInput(values) } });
        return outcomeOf(updateInvoice, undefined, invoiceListTexts.saveFailed);
      } catch (error) {
        return failed(invoiceListTexts.saveFailed, error);
      }
    },
    [run],
  );
  return [update, busy];
}
