import { graphql } from 'react-relay';
import type { OrderableOfferPickerQuery } from '../../__generated__/OrderableOfferPickerQuery.graphql.ts';
import { formatDollar } from '../../shared/format.ts';
import { SearchPicker, type PickerProps } from '../../shared/SearchPicker.tsx';

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
export function OrderableOfferPicker(props: PickerProps<OrderableOffer>) {
  return (
    <SearchPicker<OrderableOfferPickerQuery, OrderableOffer>
      {...props}
      query={query}
      items={(data) =>
        data.offers.edges.map(({ node: { id, title, supplierName, totalAmount } }) => ({
          id,
          title,
          supplierName,
          totalAmount,
        }))
      }
      label={(o) => `${o.title} — ${o.supplierName}`}
      detail={(o) => formatDollar(o.totalAmount)}
    />
  );
}
