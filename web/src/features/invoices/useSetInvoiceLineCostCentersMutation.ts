import { graphql } from 'react-relay';
import type { useSetInvoiceLineCostCentersMutation as Mutation } from '../../__generated__/useSetInvoiceLineCostCentersMutation.graphql.ts';
import { inputHook } from '../../shared/useOutcomeMutation.ts';
import { invoiceDetailTexts } from './detailTexts.ts';

/** Sets only a line's cost center (issue 18 point 2); the answer refreshes the detail's lines. */
export const useSetInvoiceLineCostCentersMutation = inputHook<Mutation>(
  graphql`
    mutation useSetInvoiceLineCostCentersMutation($input: SetInvoiceLineCostCentersInput!) {
      setInvoiceLineCostCenters(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on MutationSetInvoiceLineCostCentersSuccess {
          data {
            ...InvoiceDetail_payload
          }
        }
      }
    }
  `,
  invoiceDetailTexts.costCenterFailed,
);
