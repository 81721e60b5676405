import { NonIdealState } from '@blueprintjs/core';
import { useEffect, useState, useTransition } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useParams } from 'react-router-dom';
import type { InvoiceDetailPageQuery } from '../../__generated__/InvoiceDetailPageQuery.graphql.ts';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { texts } from '../../i18n/texts.ts';
import { invoiceDetailTexts as t } from './detailTexts.ts';
import './finance.css';
import { InvoiceDetail } from './InvoiceDetail.tsx';
import { ListLoadBoundary } from './ListLoadBoundary.tsx';

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
  const { id = '' } = useParams();
  const [fetchKey, setFetchKey] = useState(0);
  const [refreshing, startTransition] = useTransition();
  const data = useLazyLoadQuery<InvoiceDetailPageQuery>(
    graphql`
      query InvoiceDetailPageQuery($id: ID!) {
        invoice(id: $id) {
          invoiceNumber
          ...InvoiceDetail_invoice
        }
      }
    `,
    { id },
    { fetchKey, fetchPolicy: fetchKey > 0 ? 'network-only' : 'store-and-network' },
  );
  const number = data.invoice?.invoiceNumber;
  useEffect(() => {
    document.title = `${number ? t.title(number) : t.notFound} · ${texts.app.headerTitle}`;
  }, [number]);

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
  return (
    <InvoiceDetail
      invoice={data.invoice}
      refreshing={refreshing}
      onRefresh={() => startTransition(() => setFetchKey((k) => k + 1))}
    />
  );
}
