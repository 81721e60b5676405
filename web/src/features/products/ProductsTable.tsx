import { Button, Card, HTMLTable, NonIdealState } from '@blueprintjs/core';
import { useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { ProductsTablePaginationQuery } from '../../__generated__/ProductsTablePaginationQuery.graphql.ts';
import type { ProductsTable_query$key } from '../../__generated__/ProductsTable_query.graphql.ts';
import { showToast } from '../../components/toaster.ts';
import { ConfirmDeleteDialog } from '../master-data/ConfirmDeleteDialog.tsx';
import { ProductDialog } from './ProductDialog.tsx';
import { ProductRow, type EditableProduct } from './ProductRow.tsx';
import { productTexts as t } from './texts.ts';
import { useArchiveProductMutation } from './useArchiveProductMutation.ts';
import { useDeleteProductMutation } from './useDeleteProductMutation.ts';
import { useUpdateProductMutation } from './useUpdateProductMutation.ts';

interface ProductsTableProps {
  query: ProductsTable_query$key;
  categories: readonly string[];
  canManage: boolean;
  /** Called after a change that may alter the category list. */
  onChanged: () => void;
}

export function ProductsTable({ query, categories, canManage, onChanged }: ProductsTableProps) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    ProductsTablePaginationQuery,
    ProductsTable_query$key
  >(
    graphql`
      fragment ProductsTable_query on Query
      @refetchable(queryName: "ProductsTablePaginationQuery")
      @argumentDefinitions(
        search: { type: "String" }
        category: { type: "String" }
        count: { type: "Int", defaultValue: 50 }
        cursor: { type: "String" }
      ) {
        products(search: $search, category: $category, first: $count, after: $cursor)
          @connection(key: "ProductsTable_products") {
          __id
          totalCount
          edges {
            node {
              id
              ...ProductRow_product
            }
          }
        }
      }
    `,
    query,
  );
  const [editing, setEditing] = useState<EditableProduct | null>(null);
  const [deleting, setDeleting] = useState<EditableProduct | null>(null);
  const [update, updating] = useUpdateProductMutation();
  const remove = useDeleteProductMutation();
  const archive = useArchiveProductMutation();
  const [, startTransition] = useTransition();
  const connection = data.products;
  const connections = [connection.__id];

  if (connection.edges.length === 0) {
    return (
      <Card className="md-card">
        <NonIdealState className="md-empty" icon="search" description={t.empty} />
      </Card>
    );
  }

  return (
    <Card className="md-card">
      <HTMLTable className="md-table" striped interactive>
        <thead>
          <tr>
            <th>{t.columns.name}</th>
            <th>{t.columns.description}</th>
            <th>{t.columns.category}</th>
            <th className="md-num">{t.columns.price}</th>
            <th className="md-actions">{canManage ? t.columns.actions : ''}</th>
          </tr>
        </thead>
        <tbody>
          {connection.edges.map((edge) => (
            <ProductRow
              key={edge.node.id}
              product={edge.node}
              canManage={canManage}
              onEdit={setEditing}
              onDelete={setDeleting}
            />
          ))}
        </tbody>
      </HTMLTable>
      <div className="md-footer">
        <span>{t.count(connection.edges.length, connection.totalCount)}</span>
        {hasNext && (
          <Button
            text={t.loadMore}
            loading={isLoadingNext}
            onClick={() =>
              startTransition(() => {
                loadNext(50);
              })
            }
          />
        )}
      </div>
      {editing && (
        <ProductDialog
          initial={editing}
          categories={categories}
          busy={updating}
          onClose={() => setEditing(null)}
          onSave={async (values) => {
            const outcome = await update(editing.id, values);
            if (outcome.ok) {
              showToast(t.updated, 'success');
              onChanged();
            }
            return outcome;
          }}
        />
      )}
      {deleting && (
        <ConfirmDeleteDialog
          title={t.deleteDialog.title}
          message={t.deleteDialog.message(deleting.name)}
          confirmText={t.deleteDialog.confirm}
          cancelText={t.deleteDialog.cancel}
          archiveText={t.deleteDialog.archive}
          onClose={() => setDeleting(null)}
          onDelete={async () => {
            const outcome = await remove(deleting.id, connections);
            if (outcome.ok) {
              showToast(t.deleted, 'success');
              onChanged();
            } else if (!outcome.conflict) showToast(`${t.deleteFailed}: ${outcome.message}`, 'danger');
            return outcome;
          }}
          onArchive={async () => {
            const outcome = await archive(deleting.id, connections);
            if (outcome.ok) {
              showToast(t.archived, 'success');
              onChanged();
            }
            return outcome;
          }}
        />
      )}
    </Card>
  );
}
