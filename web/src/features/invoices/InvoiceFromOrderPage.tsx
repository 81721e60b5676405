import { useEffect } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useParams } from 'react-router-dom';
import type { InvoiceFromOrderPageQuery } from '../../__generated__/InvoiceFromOrderPageQuery.graphql.ts';
import { RedirectWithToast } from '../../components/RedirectWithToast.tsx';
import { texts } from '../../i18n/texts.ts';
import './finance.css';
import { InvoiceFromOrderForm } from './InvoiceFromOrderForm.tsx';
import { fromOrderTexts as t } from './fromOrderTexts.ts';

/**
 * Create invoice from an order (/orders/:orderId/invoice; finance and admin, guarded by the route).
 * An order that is missing, not received or already invoiced sends the user back to the orders.
 */
export function InvoiceFromOrderPage() {
  const { orderId = '' } = useParams();
  const data = useLazyLoadQuery<InvoiceFromOrderPageQuery>(
    graphql`
      query InvoiceFromOrderPageQuery($orderId: ID!) {
        invoiceDraft(orderId: $orderId) {
          orderNumber
          orderStatus
          hasInvoice
          ...InvoiceFromOrderForm_draft
        }
        ...InvoiceFromOrderForm_suppliers
      }
    `,
    { orderId },
    { fetchPolicy: 'network-only' },
  );
  const draft = data.invoiceDraft;
  useEffect(() => {
    document.title = `${draft ? t.title(draft.orderNumber) : t.submit} · ${texts.app.headerTitle}`;
  }, [draft]);

  if (!draft) return <RedirectWithToast to="/orders" message={t.messages.missing} />;
  if (draft.hasInvoice) return <RedirectWithToast to="/orders" message={t.messages.alreadyInvoiced} />;
  if (draft.orderStatus !== 'received') return <RedirectWithToast to="/orders" message={t.messages.notReceived} />;
  return <InvoiceFromOrderForm draft={draft} suppliers={data} />;
}
