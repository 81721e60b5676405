import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useUpdateInvoiceMutation as Mutation } from '../../__generated__/useUpdateInvoiceMutation.graphql.ts';
import { useOutcomeMutation } from '../../shared/useOutcomeMutation.ts';
import type { InvoiceValues } from './InvoiceDialog.tsx';
import { toInvoiceInput } from './invoiceInput.ts';
import type { Outcome } from '../../shared/outcome.ts';
import { invoiceListTexts } from './texts.ts';

export function useUpdateInvoiceMutation(): [
  (id: string, values: InvoiceValues) => Promise<Outcome<unknown>>,
  boolean,
] {
  const [run, busy] = useOutcomeMutation<Mutation>(
    graphql`
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
    `,
    invoiceListTexts.saveFailed,
  );
  const update = useCallback(
    (id: string, values: InvoiceValues) => run({ input: { id, patch: toInvoiceInput(values) } }),
    [run],
  );
  return [update, busy];
}
