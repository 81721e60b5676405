import { Button, Card, NonIdealState } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { ScreenPage, useRefreshToast } from '../../shared/ScreenPage.tsx';
import { useScreenQueryRef } from '../../shared/screenQuery.ts';
import './procurement.css';

interface ProcurementDetailProps<Q extends OperationType, R> {
  query: GraphQLTaggedNode;
  title: string;
  /** The list the back link returns to. */
  listPath: string;
  texts: { loading: string; back: string; refresh: string; refreshed: string; notFound: string; notFoundHint: string };
  /** The record the query found; none: the not-found card. */
  record: (data: Q['response']) => R | null | undefined;
  children: (record: R) => ReactNode;
}

/**
 * The offer and order detail screens (English): back link and refresh beside the title (its toast
 * once the fresh data is shown), then the record's sections, or a card saying it cannot be found.
 */
export function ProcurementDetail<Q extends OperationType, R>(props: ProcurementDetailProps<Q, R>) {
  const { listPath, texts } = props;
  const { queryRef, refresh, isRefreshing } = useScreenQueryRef<Q>(props.query);
  const onRefresh = useRefreshToast(refresh, isRefreshing, texts.refreshed);
  return (
    <ScreenPage
      title={props.title}
      lang="en"
      loading={texts.loading}
      actions={
        <>
          <span className="proc-toolbar__spacer" />
          <ButtonLink to={listPath} icon="arrow-left" text={texts.back} />
          <Button icon="refresh" text={texts.refresh} loading={isRefreshing} onClick={onRefresh} />
        </>
      }
    >
      <DetailRecord {...props} queryRef={queryRef} />
    </ScreenPage>
  );
}

function DetailRecord<Q extends OperationType, R>(
  props: ProcurementDetailProps<Q, R> & { queryRef: PreloadedQuery<Q> },
) {
  const { listPath, texts } = props;
  const record = props.record(usePreloadedQuery<Q>(props.query, props.queryRef));
  if (!record) {
    return (
      <Card className="proc-section">
        <NonIdealState
          icon="search"
          title={texts.notFound}
          description={texts.notFoundHint}
          action={<ButtonLink to={listPath} icon="arrow-left" text={texts.back} />}
        />
      </Card>
    );
  }
  return props.children(record);
}
