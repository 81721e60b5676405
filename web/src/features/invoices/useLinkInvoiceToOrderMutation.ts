import { graphql } from 'react-relay';
import type { useLinkInvoiceToOrderMutation as Mutation } from '../../__generated__/useLinkInvoiceToOrderMutation.graphql.ts';
import { inputHook } from '../../shared/useOutcomeMutation.ts';
import { einvoiceTexts } from './einvoiceTexts.ts';

/** Links an imported invoice to a received order; the server runs the import's checks and says why not. */
export const useLinkInvoiceToOrderMutation = inputHook<Mutation>(
  graphql`
    mutation useLinkInvoiceToOrderMutation($input: LinkInvoiceToOrderInput!) {
      linkInvoiceToOrder(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on MutationLinkInvoiceToOrderSuccess {
          data {
            invoice {
              ...InvoiceDetail_invoice
            }
          }
        }
      }
    }
  `,
  einvoiceTexts.linkFailed,
);
