import { graphql } from 'react-relay';
import type { OrderableOfferPickerQuery } from '../../__generated__/OrderableOfferPickerQuery.graphql.ts';
import { formatDollar } from '../../shared/format.ts';
import { searchPicker } from '../../shared/SearchPicker.tsx';

export type OrderableOffer = OrderableOfferPickerQuery['response']['offers']['edges'][number]['node'];

const query = graphql`
  query OrderableOfferPickerQuery($search: String) {
    offers(first: 20, orderable: true, search: $search) {
      edges {
        node {
          id
          title
          supplierName
          totalAmount
        }
      }
    }
  }
`;

/** Approved offers without an order (New Order), searched by title or supplier. */
export const OrderableOfferPicker = searchPicker<OrderableOfferPickerQuery, OrderableOffer>({
  query,
  items: (data) =>
    data.offers.edges.map(({ node: { id, title, supplierName, totalAmount } }) => ({
      id,
      title,
      supplierName,
      totalAmount,
    })),
  label: (o) => `${o.title} — ${o.supplierName}`,
  detail: (o) => formatDollar(o.totalAmount),
});
