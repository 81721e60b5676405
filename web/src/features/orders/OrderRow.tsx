import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { OrderRow_order$key } from '../../__generated__/OrderRow_order.graphql.ts';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { DataRow } from '../../shared/DataTable.tsx';
import { formatDate } from '../../shared/dates.ts';
import { formatDollar as formatMoney } from '../../shared/format.ts';
import { AdvanceOrderButton } from './AdvanceOrderButton.tsx';
import { OrderStatusTag } from './OrderStatusTag.tsx';
import { orderTexts } from './texts.ts';

export function OrderRow({ order }: { order: OrderRow_order$key }) {
  const o = useFragment(
    graphql`
      fragment OrderRow_order on Order {
        rowId
        orderNumber
        date
        supplierName
        estimatedDeliveryDate
        totalAmount
        status
        canCreateInvoice
        ...AdvanceOrderButton_order
      }
    `,
    order,
  );
  return (
    <DataRow
      cells={[
        <Link key="number" to={`/orders/${o.rowId}`}>
          {o.orderNumber}
        </Link>,
        formatDate(o.date),
        o.supplierName,
        formatDate(o.estimatedDeliveryDate, 'N/A'),
        formatMoney(o.totalAmount),
        <OrderStatusTag key="status" status={o.status} />,
        <>
          <AdvanceOrderButton quiet order={o} />
          {o.canCreateInvoice && (
            <ButtonLink to={`/orders/${o.rowId}/invoice`} icon="euro" text={orderTexts.list.createInvoice} />
          )}
          <ButtonLink to={`/orders/${o.rowId}`} icon="eye-open" text={orderTexts.list.view} />
        </>,
      ]}
    />
  );
}
