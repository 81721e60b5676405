import type { LoaderFunctionArgs } from 'react-router-dom';
import query, { type OrderCreatePageQuery } from '../../__generated__/OrderCreatePageQuery.graphql.ts';
import { loadScreenQuery } from '../../relay/screenQuery.ts';

/** /orders/new[?offerId=]: the suggested number, and the offer the link came from. */
export function orderCreateLoader({ request }: LoaderFunctionArgs) {
  const offerId = new URL(request.url).searchParams.get('offerId') ?? '';
  return loadScreenQuery<OrderCreatePageQuery>(query, { offerId, withOffer: offerId !== '' });
}
