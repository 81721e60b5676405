import type { LoaderFunctionArgs } from 'react-router-dom';
import query, { type InvoiceFromOrderPageQuery } from '../../__generated__/InvoiceFromOrderPageQuery.graphql.ts';
import { loadScreenQuery } from '../../relay/screenQuery.ts';

/** /orders/:orderId/invoice: the order's draft invoice. */
export function invoiceFromOrderLoader({ params }: LoaderFunctionArgs) {
  return loadScreenQuery<InvoiceFromOrderPageQuery>(query, { orderId: params.orderId ?? '' });
}
