import { Button, H2, InputGroup } from '@blueprintjs/core';
import { useCallback, useEffect, useState, useTransition } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { ConnectionHandler, ROOT_ID } from 'relay-runtime';
import type { SuppliersPageQuery } from '../../__generated__/SuppliersPageQuery.graphql.ts';
import { showToast } from '../../components/toaster.ts';
import { screens } from '../../i18n/screens.ts';
import { texts } from '../../i18n/texts.ts';
import '../master-data/master-data.css';
import { useDebouncedInput, useListParams } from '../../shared/listParams.ts';
import { SupplierDialog } from './SupplierDialog.tsx';
import { SuppliersTable } from './SuppliersTable.tsx';
import { supplierTexts as t } from './texts.ts';
import { useCreateSupplierMutation } from './useCreateSupplierMutation.ts';

const KEYS = ['search'] as const;

/** Suppliers (/suppliers, English): search, create, edit, delete or archive. */
export function SuppliersPage() {
  const [params, setParam] = useListParams(KEYS);
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<SuppliersPageQuery>(
    graphql`
      query SuppliersPageQuery($search: String) {
        viewer {
          permissions
        }
        ...SuppliersTable_query @arguments(search: $search)
      }
    `,
    { search: params.search || null },
    { fetchKey, fetchPolicy: fetchKey > 0 ? 'network-only' : 'store-or-network' },
  );
  const [isRefreshing, startTransition] = useTransition();
  const [search, setSearch] = useDebouncedInput(params.search, (value) =>
    startTransition(() => setParam('search', value)),
  );
  const [creating, setCreating] = useState(false);
  const refetch = useCallback(() => startTransition(() => setFetchKey((k) => k + 1)), []);
  const [create, saving] = useCreateSupplierMutation();
  const canManage = data.viewer?.permissions.includes('supplier.manage') ?? false;

  useEffect(() => {
    document.title = `${screens.suppliers.title} · ${texts.app.headerTitle}`;
  }, []);

  return (
    <div className="page" lang="en">
      <div className="page__header">
        <H2 className="page__title">{screens.suppliers.title}</H2>
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
        <span className="md-toolbar__spacer" />
        <Button icon="refresh" text={t.refresh} loading={isRefreshing} onClick={refetch} />
        {canManage && <Button intent="primary" icon="add" text={t.add} onClick={() => setCreating(true)} />}
      </div>
      <SuppliersTable query={data} onChanged={refetch} canManage={canManage} />
      {creating && (
        <SupplierDialog
          initial={null}
          busy={saving}
          onClose={() => setCreating(false)}
          onSave={async (values) => {
            const connection = ConnectionHandler.getConnectionID(ROOT_ID, 'SuppliersTable_suppliers', {
              search: params.search || null,
            });
            const outcome = await create(values, [connection]);
            if (outcome.ok) {
              showToast(t.created, 'success');
              refetch();
            }
            return outcome;
          }}
        />
      )}
    </div>
  );
}
