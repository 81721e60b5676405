import { useEffect, useState, useTransition } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Navigate, useParams } from 'react-router-dom';
import type { ContractDetailPageQuery } from '../../__generated__/ContractDetailPageQuery.graphql.ts';
import { RedirectWithToast } from '../../components/RedirectWithToast.tsx';
import { screens } from '../../i18n/screens.ts';
import { texts } from '../../i18n/texts.ts';
import '../invoices/finance.css';
import { ListLoadBoundary } from '../invoices/ListLoadBoundary.tsx';
import { ContractDetail } from './ContractDetail.tsx';
import { contractTexts as t } from './texts.ts';

/** Dettagli Contratto (/contracts/:id); a bad or unknown id goes back to the list with the spec's message. */
export function ContractDetailPage() {
  const { id = '' } = useParams();
  const valid = /^[1-9]\d{0,9}$/.test(id);
  if (!valid) return <RedirectWithToast to="/contracts" message={t.invalidId} />;
  // A failure to load: the spec's toast, then back to the list.
  return (
    <ListLoadBoundary
      title={screens.contractDetail.title}
      loadFailed={`${t.errorTitle}: ${t.detail.loadFailed}`}
      empty=""
      retry=""
      fallback={<Navigate to="/contracts" replace />}
    >
      <ContractDetailLoader id={id} />
    </ListLoadBoundary>
  );
}

function ContractDetailLoader({ id }: { id: string }) {
  const [fetchKey, setFetchKey] = useState(0);
  const [refreshing, startTransition] = useTransition();
  const data = useLazyLoadQuery<ContractDetailPageQuery>(
    graphql`
      query ContractDetailPageQuery($id: ID!) {
        contract(id: $id) {
          contractName
          ...ContractDetail_contract
        }
      }
    `,
    { id },
    { fetchKey, fetchPolicy: fetchKey > 0 ? 'network-only' : 'store-and-network' },
  );
  const name = data.contract?.contractName;
  useEffect(() => {
    document.title = `${name ?? screens.contractDetail.title} · ${texts.app.headerTitle}`;
  }, [name]);
  if (!data.contract) return <RedirectWithToast to="/contracts" message={t.detail.notFound} />;
  return (
    <ContractDetail
      contract={data.contract}
      refreshing={refreshing}
      onRefresh={() => startTransition(() => setFetchKey((k) => k + 1))}
    />
  );
}
