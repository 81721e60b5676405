import { Button } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { useCan } from '../../components/ViewerAccessContext.ts';
import { ExportButton } from '../../shared/ExportButton.tsx';
import { ListFilter, optionsOf } from '../../shared/ListFilter.tsx';
import { ListSearch } from '../../shared/ListSearch.tsx';
import { ScreenPage, useRefreshToast } from '../../shared/ScreenPage.tsx';
import { useScreenQuery } from '../../shared/screenQuery.ts';
import './procurement.css';

interface ProcurementListProps<Q extends OperationType> {
  query: GraphQLTaggedNode;
  title: string;
  texts: { loading: string; search: string; allStatuses: string; create: string; columns: { status: string } };
  /** The status filter's options, by value. */
  statuses: Readonly<Record<string, string>>;
  /** The create link, shown to viewers with the permission. */
  create: { permission: string; to: string };
  /** A refresh button, and the toast once the fresh list is shown. */
  refresh?: { text: string; done: string };
  /** The list itself, from the screen's data. */
  children: (data: Q['response']) => ReactNode;
}

/**
 * The offers and orders lists (English): search and status in the URL, optionally a refresh, the
 * create link, then the paged table; the content loads behind the screen's loading text.
 */
export function ProcurementList<Q extends OperationType>(props: ProcurementListProps<Q>) {
  return (
    <ScreenPage title={props.title} lang="en" loading={props.texts.loading}>
      <ProcurementListContent {...props} />
    </ScreenPage>
  );
}

function ProcurementListContent<Q extends OperationType>({
  query,
  texts,
  statuses,
  create,
  refresh,
  children,
}: ProcurementListProps<Q>) {
  const canCreate = useCan(create.permission);
  const { data, refresh: refetch, isRefreshing } = useScreenQuery<Q>(query);
  const onRefresh = useRefreshToast(refetch, isRefreshing, refresh?.done ?? '');
  return (
    <>
      <div className="proc-toolbar">
        <ListSearch className="proc-toolbar__search" placeholder={texts.search} />
        <ListFilter
          param="status"
          label={texts.columns.status}
          allText={texts.allStatuses}
          options={optionsOf(statuses)}
        />
        {refresh && <Button icon="refresh" text={refresh.text} loading={isRefreshing} onClick={onRefresh} />}
        <span className="proc-toolbar__spacer" />
        <ExportButton />
        {canCreate && <ButtonLink to={create.to} icon="add" intent="primary" text={texts.create} />}
      </div>
      {children(data)}
    </>
  );
}
