import { NonIdealState } from '@blueprintjs/core';
import { graphql } from 'react-relay';
import type { InvoiceDetailPageQuery } from '../../__generated__/InvoiceDetailPageQuery.graphql.ts';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { invoiceDetailTexts as t } from './detailTexts.ts';
import './finance.css';
import { InvoiceDetail } from './InvoiceDetail.tsx';
import { ListLoadBoundary } from '../../shared/ListLoadBoundary.tsx';
import { pathQuery, useScreenQuery } from '../../shared/screenQuery.ts';
import { useDocumentTitle } from '../../shared/ScreenPage.tsx';

const INVOICE_DETAIL_QUERY = graphql`
  query InvoiceDetailPageQuery($id: ID!) {
    invoice(id: $id) {
      invoiceNumber
      ...InvoiceDetail_invoice
    }
  }
`;

/** The screen's query for a URL (the route loader starts it). */
export const invoiceDetailQuery = pathQuery<InvoiceDetailPageQuery>(INVOICE_DETAIL_QUERY);

/** Invoice detail (/invoices/:id, English): one query; the not-found state when it is not visible. */
export function InvoiceDetailPage() {
  // A failure to load: the spec's 'Failed to load invoice details' toast and a way back to the list.
  return (
    <ListLoadBoundary
      title={t.notFound}
      loadFailed={t.loadFailed}
      empty=""
      retry=""
      fallback={
        <div className="page" lang="en">
          <NonIdealState
            icon="error"
            title={t.loadFailed}
            action={<ButtonLink to="/invoices" icon="arrow-left" text={t.back} />}
          />
        </div>
      }
    >
      <InvoiceDetailScreen />
    </ListLoadBoundary>
  );
}

function InvoiceDetailScreen() {
  const { data, refresh, isRefreshing } = useScreenQuery<InvoiceDetailPageQuery>(INVOICE_DETAIL_QUERY);
  const number = data.invoice?.invoiceNumber;
  useDocumentTitle(number ? t.title(number) : t.notFound);

  if (!data.invoice) {
    return (
      <div className="page" lang="en">
        <NonIdealState
          icon="search"
          title={t.notFound}
          description={t.notFoundDescription}
          action={<ButtonLink to="/invoices" icon="arrow-left" text={t.back} />}
        />
      </div>
    );
  }
  return <InvoiceDetail invoice={data.invoice} refresh={{ loading: isRefreshing, onRefresh: refresh }} />;
}
