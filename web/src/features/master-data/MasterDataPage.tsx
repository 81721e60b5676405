import type { GraphQLTaggedNode } from 'react-relay';
import type { OperationType } from 'relay-runtime';
import { useCan } from '../../components/ViewerAccessContext.ts';
import { useScreenQuery } from '../../shared/screenQuery.ts';
import { usePagedList, type ListKey, type PagedList } from '../../shared/usePagedList.ts';
import {
  MasterDataScreen,
  type MasterDataKind,
  type MasterDataMutations,
  type MasterDataScreenProps,
} from './MasterDataScreen.tsx';

/** A master-data screen's query: the list fragment spread on Query. */
type ListQuery<D> = OperationType & { response: ListKey<D> };

/**
 * Where a master-data screen's rows come from and who may change them: N is a row as the table reads
 * it, R the reference to it in the list (an @inline row fragment, which create and update also spread).
 */
export interface MasterDataSource<
  N extends { id: string },
  V extends Record<string, string>,
  Q extends ListQuery<D>,
  D,
  R,
> {
  /** The screen's query, started by the route loader. */
  query: GraphQLTaggedNode;
  /** The list: its @refetchable fragment on Query, whose rows are references to the row fragment. */
  list: PagedList<D, R>;
  /** Reads a row (readInlineData of the row fragment). */
  row: (ref: R) => N;
  /** The permission that shows the create, edit and delete buttons. */
  permission: string;
  useMutations: () => MasterDataMutations<V>;
  /** Filters and dialog options taken from the screen's query (product categories). */
  options?: (data: Q['response']) => Pick<MasterDataScreenProps<N, V>, 'filters' | 'dialogFields'>;
}

interface MasterDataPageProps<
  N extends { id: string },
  V extends Record<string, string>,
  Q extends ListQuery<D>,
  D,
  R,
> {
  kind: MasterDataKind<N, V>;
  source: MasterDataSource<N, V, Q, D, R>;
}

/** A whole master-data screen (products, suppliers, cost centers) from its declarations. */
export function MasterDataPage<
  N extends { id: string },
  V extends Record<string, string>,
  Q extends ListQuery<D>,
  D,
  R,
>({ kind, source }: MasterDataPageProps<N, V, Q, D, R>) {
  const { data, refresh, isRefreshing } = useScreenQuery<Q>(source.query);
  const { connection, paging } = usePagedList(source.list, data, kind.texts);
  const canManage = useCan(source.permission);
  return (
    <MasterDataScreen
      kind={kind}
      connectionId={connection.__id}
      nodes={connection.edges.map((edge) => source.row(edge.node))}
      paging={paging}
      mutations={source.useMutations()}
      canManage={canManage}
      reload={refresh}
      isRefreshing={isRefreshing}
      {...source.options?.(data)}
    />
  );
}
