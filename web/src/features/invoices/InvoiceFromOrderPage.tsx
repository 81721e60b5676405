import { graphql } from 'react-relay';
import type { InvoiceFromOrderPageQuery } from '../../__generated__/InvoiceFromOrderPageQuery.graphql.ts';
import { RedirectWithToast } from '../../components/RedirectWithToast.tsx';
import { pathQuery, useScreenQuery } from '../../shared/screenQuery.ts';
import './finance.css';
import { InvoiceFromOrderForm } from './InvoiceFromOrderForm.tsx';
import { fromOrderTexts as t } from './fromOrderTexts.ts';
import { useDocumentTitle } from '../../shared/ScreenPage.tsx';

/**
 * Create invoice from an order (/orders/:orderId/invoice; finance and admin, guarded by the route).
 * Its query starts in the route loader (invoiceFromOrderQuery).
 * An order that is missing, not received or already invoiced sends the user back to the orders.
 */
const INVOICE_FROM_ORDER_QUERY = graphql`
  query InvoiceFromOrderPageQuery($orderId: ID!) {
    invoiceDraft(orderId: $orderId) {
      orderNumber
      orderStatus
      hasInvoice
      ...InvoiceFromOrderForm_draft
    }
  }
`;

/** /orders/:orderId/invoice: the order's draft invoice. */
export const invoiceFromOrderQuery = pathQuery<InvoiceFromOrderPageQuery>(INVOICE_FROM_ORDER_QUERY, {
  orderId: 'orderId',
});

export function InvoiceFromOrderPage() {
  const { data } = useScreenQuery<InvoiceFromOrderPageQuery>(INVOICE_FROM_ORDER_QUERY);
  const draft = data.invoiceDraft;
  useDocumentTitle(draft ? t.title(draft.orderNumber) : t.submit);

  if (!draft) return <RedirectWithToast to="/orders" message={t.messages.missing} />;
  if (draft.hasInvoice) return <RedirectWithToast to="/orders" message={t.messages.alreadyInvoiced} />;
  if (draft.orderStatus !== 'received') return <RedirectWithToast to="/orders" message={t.messages.notReceived} />;
  return <InvoiceFromOrderForm draft={draft} />;
}
