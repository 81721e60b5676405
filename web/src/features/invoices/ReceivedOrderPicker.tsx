import { graphql } from 'react-relay';
import type { ReceivedOrderPickerQuery } from '../../__generated__/ReceivedOrderPickerQuery.graphql.ts';
import { formatEuro } from '../../shared/format.ts';
import { choicePicker } from '../../shared/SearchPicker.tsx';

const query = graphql`
  query ReceivedOrderPickerQuery($search: String) {
    orders(first: 20, status: received, search: $search) {
      edges {
        node {
          id
          orderNumber
          supplierName
          totalAmount
          hasInvoice
        }
      }
    }
  }
`;

/** Received orders without an invoice, searched on the server by number or supplier ("Collega a ordine"). */
export const ReceivedOrderPicker = choicePicker<ReceivedOrderPickerQuery>(query, (data) =>
  data.orders.edges
    .filter(({ node }) => !node.hasInvoice)
    .map(({ node }) => ({
      id: node.id,
      label: `${node.orderNumber} — ${node.supplierName}`,
      detail: formatEuro(node.totalAmount),
    })),
);
