import { graphql } from 'react-relay';
import { Navigate, useParams } from 'react-router-dom';
import type { ContractDetailPageQuery } from '../../__generated__/ContractDetailPageQuery.graphql.ts';
import { RedirectWithToast } from '../../components/RedirectWithToast.tsx';
import { screens } from '../../i18n/screens.ts';
import '../invoices/finance.css';
import { ListLoadBoundary } from '../../shared/ListLoadBoundary.tsx';
import { ContractDetail } from './ContractDetail.tsx';
import { contractTexts as t } from './texts.ts';
import { pathQuery, useScreenQuery } from '../../shared/screenQuery.ts';
import { useDocumentTitle } from '../../shared/ScreenPage.tsx';

const CONTRACT_DETAIL_QUERY = graphql`
  query ContractDetailPageQuery($id: ID!) {
    contract(id: $id) {
      contractName
      ...ContractDetail_contract
    }
  }
`;

/** The screen's query for a URL (the route loader starts it). */
export const contractDetailQuery = pathQuery<ContractDetailPageQuery>(CONTRACT_DETAIL_QUERY);

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
      <ContractDetailLoader />
    </ListLoadBoundary>
  );
}

function ContractDetailLoader() {
  const { data, refresh, isRefreshing } = useScreenQuery<ContractDetailPageQuery>(CONTRACT_DETAIL_QUERY);
  const name = data.contract?.contractName;
  useDocumentTitle(name ?? screens.contractDetail.title);
  if (!data.contract) return <RedirectWithToast to="/contracts" message={t.detail.notFound} />;
  return <ContractDetail contract={data.contract} refresh={{ loading: isRefreshing, onRefresh: refresh }} />;
}
