import { Button, H2, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useCallback, useEffect, useState, useTransition } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { ConnectionHandler, ROOT_ID } from 'relay-runtime';
import type { ProductsPageQuery } from '../../__generated__/ProductsPageQuery.graphql.ts';
import { showToast } from '../../components/toaster.ts';
import { screens } from '../../i18n/screens.ts';
import { texts } from '../../i18n/texts.ts';
import '../master-data/master-data.css';
import { useDebouncedInput, useListParams } from '../../shared/listParams.ts';
import { ProductDialog } from './ProductDialog.tsx';
import { ProductsTable } from './ProductsTable.tsx';
import { productTexts as t } from './texts.ts';
import { useCreateProductMutation } from './useCreateProductMutation.ts';

const KEYS = ['search', 'category'] as const;

/** The product catalogue (/products, Italian): search, category filter, create, edit, delete. */
export function ProductsPage() {
  const [params, setParam] = useListParams(KEYS);
  const [refresh, setRefresh] = useState({ key: 0, policy: 'store-or-network' as 'store-or-network' | 'network-only' });
  const data = useLazyLoadQuery<ProductsPageQuery>(
    graphql`
      query ProductsPageQuery($search: String, $category: String) {
        viewer {
          permissions
        }
        productCategories
        ...ProductsTable_query @arguments(search: $search, category: $category)
      }
    `,
    { search: params.search || null, category: params.category || null },
    { fetchKey: refresh.key, fetchPolicy: refresh.policy },
  );
  const [isRefreshing, startTransition] = useTransition();
  const [search, setSearch] = useDebouncedInput(params.search, (value) =>
    startTransition(() => setParam('search', value)),
  );
  const [creating, setCreating] = useState(false);
  const [create, saving] = useCreateProductMutation();
  const canManage = data.viewer?.permissions.includes('product.manage') ?? false;
  const reload = useCallback(
    () => startTransition(() => setRefresh((r) => ({ key: r.key + 1, policy: 'network-only' }))),
    [],
  );

  useEffect(() => {
    document.title = `${screens.products.title} · ${texts.app.headerTitle}`;
  }, []);

  return (
    <div className="page" lang="it">
      <div className="page__header">
        <H2 className="page__title">{screens.products.title}</H2>
      </div>
      <div className="md-toolbar">
        <InputGroup
          className="md-toolbar__search"
          leftIcon="search"
          type="search"
          placeholder={t.searchPlaceholder}
          aria-label={t.searchPlaceholder}
          value={search}
          onValueChange={setSearch}
        />
        <HTMLSelect
          aria-label={t.columns.category}
          value={params.category}
          onChange={(e) => startTransition(() => setParam('category', e.target.value))}
        >
          <option value="">{t.allCategories}</option>
          {data.productCategories.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </HTMLSelect>
        <span className="md-toolbar__spacer" />
        <Button
          icon="refresh"
          text={t.refresh}
          loading={isRefreshing}
          onClick={() => {
            reload();
            showToast(t.refreshed, 'success', 'products-refreshed');
          }}
        />
        {canManage && <Button intent="primary" icon="add" text={t.add} onClick={() => setCreating(true)} />}
      </div>
      <ProductsTable query={data} categories={data.productCategories} canManage={canManage} onChanged={reload} />
      {creating && (
        <ProductDialog
          initial={null}
          categories={data.productCategories}
          busy={saving}
          onClose={() => setCreating(false)}
          onSave={async (values) => {
            const connection = ConnectionHandler.getConnectionID(ROOT_ID, 'ProductsTable_products', {
              search: params.search || null,
              category: params.category || null,
            });
            const outcome = await create(values, [connection]);
            if (outcome.ok) {
              showToast(t.created, 'success');
              reload();
            }
            return outcome;
          }}
        />
      )}
    </div>
  );
}
