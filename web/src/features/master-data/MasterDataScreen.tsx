import { ScreenPage } from '../../shared/ScreenPage.tsx';
import type { IconName } from '@blueprintjs/icons';
import { useState, type ReactNode } from 'react';
import { showToast, toastOnSuccess } from '../../components/toaster.ts';
import { screens, type ScreenId } from '../../i18n/screens.ts';
import { DataRow, DataTable, type Column, type Paging } from '../../shared/DataTable.tsx';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog.tsx';
import './master-data.css';
import { LazyHistory } from '../../shared/LazyHistory.tsx';
import { MasterDataDialog, type FieldErrors, type FieldSpec } from './MasterDataDialog.tsx';
import type { Outcome } from '../../shared/outcome.ts';
import { EditDeleteButtons } from '../../shared/EditDeleteButtons.tsx';
import type { EditDialogTexts } from './EditDialog.tsx';
import { ListToolbar } from './ListToolbar.tsx';

/** The texts every master-data screen has (each screen in the spec's language). */
export interface MasterDataTexts {
  refresh: string;
  /** Toast after a refresh (products only). */
  refreshed?: string;
  add: string;
  searchPlaceholder: string;
  empty: string;
  created: string;
  updated: string;
  deleted: string;
  deleteFailed: string;
  archived: string;
  dialog: EditDialogTexts;
  deleteDialog: { title: string; message: (name: string) => string; confirm: string; cancel: string; archive: string };
  edit: string;
  remove: string;
  loadMore: string;
  count: (shown: number, total: number) => string;
  columns: { actions: string };
}

/** What products, suppliers and cost centers declare; the screen, table and dialogs are shared. */
export interface MasterDataKind<N extends { id: string }, V extends Record<string, string>> {
  screen: ScreenId;
  lang: 'it' | 'en';
  icon: IconName;
  texts: MasterDataTexts;
  /** The data columns (the actions column is added). */
  columns: readonly Column[];
  cells: (node: N) => ReactNode[];
  /** The row's name in button labels and the delete question. */
  nameOf: (node: N) => string;
  fields: readonly FieldSpec<V>[];
  valuesOf: (node: N | null) => V;
  validate: (values: V) => FieldErrors<V>;
  /** A failed delete that is not a refusal (row in use) also gets a toast. */
  toastDeleteFailure: boolean;
  /** The edit dialog shows the row's history (issue 17: suppliers). */
  history?: boolean;
}

export interface MasterDataMutations<V> {
  create: (values: V, connections: string[]) => Promise<Outcome>;
  update: (id: string, values: V) => Promise<Outcome>;
  remove: (id: string, connections: string[]) => Promise<Outcome>;
  archive: (id: string, connections: string[]) => Promise<Outcome>;
  busy: boolean;
}

export interface MasterDataScreenProps<N extends { id: string }, V extends Record<string, string>> {
  kind: MasterDataKind<N, V>;
  /** The list's connection (new rows join it, deleted ones leave it), its rows and their paging. */
  connectionId: string;
  nodes: readonly N[];
  paging: Paging;
  mutations: MasterDataMutations<V>;
  canManage: boolean;
  /** Refetches the screen's query from the network (after a change, or the Refresh button). */
  reload: () => void;
  isRefreshing: boolean;
  /** More filters next to the search box. */
  filters?: ReactNode;
  /** Options of fields that come from the query (product categories). */
  dialogFields?: readonly FieldSpec<V>[];
}

export function MasterDataScreen<N extends { id: string }, V extends Record<string, string>>(
  props: MasterDataScreenProps<N, V>,
) {
  const { kind, nodes, mutations, canManage, reload } = props;
  const t = kind.texts;
  const [editing, setEditing] = useState<N | 'new' | null>(null);
  const [deleting, setDeleting] = useState<N | null>(null);
  const connections = [props.connectionId];
  const title = screens[kind.screen].title;

  const done = (outcome: Outcome, message: string) => toastOnSuccess(outcome, message, reload);

  const actions = (node: N) =>
    canManage && (
      <EditDeleteButtons
        name={kind.nameOf(node)}
        texts={t}
        onEdit={() => setEditing(node)}
        onDelete={() => setDeleting(node)}
      />
    );

  const editNode = editing === 'new' ? null : editing;
  return (
    <ScreenPage title={title} lang={kind.lang}>
      <ListToolbar
        texts={t}
        filters={props.filters}
        isRefreshing={props.isRefreshing}
        onRefresh={() => {
          reload();
          if (t.refreshed) showToast(t.refreshed, 'success', `${kind.screen}-refreshed`);
        }}
        onAdd={canManage ? () => setEditing('new') : undefined}
      />
      <DataTable
        sortLabel={kind.lang === 'it' ? 'Ordina per' : 'Sort by'}
        columns={[...kind.columns, { label: canManage ? t.columns.actions : '', kind: 'actions' }]}
        rows={nodes.map((node) => (
          <DataRow key={node.id} cells={[...kind.cells(node), actions(node)]} />
        ))}
        empty={t.empty}
        paging={props.paging}
      />
      {editing && (
        <MasterDataDialog<V>
          id={kind.screen}
          icon={kind.icon}
          creating={!editNode}
          texts={t.dialog}
          fields={props.dialogFields ?? kind.fields}
          initial={kind.valuesOf(editNode)}
          busy={mutations.busy}
          validate={kind.validate}
          extra={kind.history && editNode ? <LazyHistory id={editNode.id} lang={kind.lang} /> : undefined}
          onClose={() => setEditing(null)}
          onSave={async (values) =>
            editNode
              ? done(await mutations.update(editNode.id, values), t.updated)
              : done(await mutations.create(values, connections), t.created)
          }
        />
      )}
      {deleting && (
        <ConfirmDeleteDialog
          title={t.deleteDialog.title}
          message={t.deleteDialog.message(kind.nameOf(deleting))}
          confirmText={t.deleteDialog.confirm}
          cancelText={t.deleteDialog.cancel}
          archiveText={t.deleteDialog.archive}
          onClose={() => setDeleting(null)}
          onDelete={async () => {
            const outcome = await mutations.remove(deleting.id, connections);
            if (!outcome.ok && !outcome.conflict && kind.toastDeleteFailure) {
              showToast(`${t.deleteFailed}: ${outcome.message}`, 'danger');
            }
            return done(outcome, t.deleted);
          }}
          onArchive={async () => done(await mutations.archive(deleting.id, connections), t.archived)}
        />
      )}
    </ScreenPage>
  );
}
