import { Callout, Card, H3, H4 } from '@blueprintjs/core';
import { HistoryTimeline } from '../../shared/HistoryTimeline.tsx';
import { graphql } from 'react-relay';
import { Link } from 'react-router-dom';
import type { OrderDetailPageQuery } from '../../__generated__/OrderDetailPageQuery.graphql.ts';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { screens } from '../../i18n/screens.ts';
import { DataRow, DetailTable } from '../../shared/DataTable.tsx';
import { formatDate } from '../../shared/dates.ts';
import { formatDollar as formatMoney } from '../../shared/format.ts';
import { ProcurementDetail } from '../offers/ProcurementDetail.tsx';
import { AdvanceOrderButton } from './AdvanceOrderButton.tsx';
import { OrderProgress } from './OrderProgress.tsx';
import { PrintOrderButton } from './PrintOrderButton.tsx';
import { OrderStatusTag } from './OrderStatusTag.tsx';
import { orderTexts } from './texts.ts';
import { pathQuery } from '../../shared/screenQuery.ts';

const t = orderTexts.detail;

const ORDER_DETAIL_QUERY = graphql`
  query OrderDetailPageQuery($id: ID!) {
    order(id: $id) {
      rowId
      history {
        ...HistoryTimeline_entries
      }
      orderNumber
      date
      status
      supplierName
      totalAmount
      estimatedDeliveryDate
      actualDeliveryDate
      canCreateInvoice
      ...AdvanceOrderButton_order
      invoice {
        rowId
        invoiceNumber
      }
      offer {
        rowId
        title
        lines {
          rowId
          name
          quantity
          unitPrice
          lineTotal
        }
        documents {
          rowId
          fileName
          price
        }
      }
    }
  }
`;

/** The screen's query for a URL (the route loader starts it). */
export const orderDetailQuery = pathQuery<OrderDetailPageQuery>(ORDER_DETAIL_QUERY, { id: 'orderId' });

type Order = NonNullable<OrderDetailPageQuery['response']['order']>;

/** Order Details (/orders/{orderId}): information, delivery, items, actions and the progress indicator. */
export function OrderDetailPage() {
  return (
    <ProcurementDetail<OrderDetailPageQuery, Order>
      query={ORDER_DETAIL_QUERY}
      title={screens.orderDetail.title}
      listPath="/orders"
      texts={{ ...t, refresh: orderTexts.list.refresh, refreshed: orderTexts.toast.refreshed }}
      record={(data) => data.order}
    >
      {(order) => <OrderDetail order={order} />}
    </ProcurementDetail>
  );
}

function OrderDetail({ order }: { order: Order }) {
  return (
    <div className="proc-column">
      <Card className="proc-section">
        <div className="proc-section__header">
          <H3>{order.orderNumber}</H3>
          <OrderStatusTag status={order.status} />
        </div>
        <OrderProgress status={order.status} />
      </Card>
      <div className="proc-grid">
        <div className="proc-column">
          <Card className="proc-section">
            <H4>{t.info}</H4>
            <dl className="proc-facts">
              <dt>{t.number}</dt>
              <dd>{order.orderNumber}</dd>
              <dt>{t.date}</dt>
              <dd>{formatDate(order.date)}</dd>
              <dt>{t.supplier}</dt>
              <dd>{order.supplierName}</dd>
              <dt>{t.total}</dt>
              <dd>
                <strong>{formatMoney(order.totalAmount)}</strong>
              </dd>
              <dt>{t.offer}</dt>
              <dd>
                <Link to={`/offers/${order.offer.rowId}`}>{order.offer.title}</Link>
              </dd>
            </dl>
            <H4>{t.delivery}</H4>
            <dl className="proc-facts">
              <dt>{t.estimated}</dt>
              <dd>{formatDate(order.estimatedDeliveryDate, 'N/A')}</dd>
              <dt>{t.actual}</dt>
              <dd>{formatDate(order.actualDeliveryDate, 'N/A')}</dd>
            </dl>
          </Card>
          <Card className="proc-section">
            <H4>{t.items}</H4>
            <DetailTable
              columns={[
                { label: t.item },
                { label: t.quantity, kind: 'num' },
                { label: t.unitPrice, kind: 'num' },
                { label: t.lineTotal, kind: 'num' },
              ]}
              rows={[
                ...order.offer.lines.map((line) => (
                  <DataRow
                    key={`l${line.rowId}`}
                    cells={[line.name, line.quantity, formatMoney(line.unitPrice), formatMoney(line.lineTotal)]}
                  />
                )),
                ...order.offer.documents.map((doc) => (
                  <DataRow
                    key={`d${doc.rowId}`}
                    cells={[`${t.document}: ${doc.fileName}`, 1, formatMoney(doc.price), formatMoney(doc.price)]}
                  />
                )),
              ]}
            />
          </Card>
          <HistoryTimeline entries={order.history} lang="en" />
        </div>
        <Card className="proc-section">
          <H4>{t.actions}</H4>
          {order.status === 'received' && (
            <Callout intent="primary" icon="info-sign" compact>
              {t.autoComplete}
            </Callout>
          )}
          {order.status === 'completed' && (
            <Callout intent="success" icon="tick-circle" compact>
              {t.completed}
            </Callout>
          )}
          <div className="proc-buttons">
            <AdvanceOrderButton order={order} />
            <PrintOrderButton rowId={order.rowId} />
            {order.canCreateInvoice && (
              <ButtonLink
                to={`/orders/${order.rowId}/invoice`}
                icon="euro"
                intent="primary"
                text={orderTexts.list.createInvoice}
              />
            )}
            {order.invoice && (
              <ButtonLink
                to={`/invoices/${order.invoice.rowId}`}
                icon="document"
                text={`${t.invoice} ${order.invoice.invoiceNumber}`}
              />
            )}
          </div>
        </Card>
      </div>
    </div>
  );
}
