import { Button, H2, InputGroup } from '@blueprintjs/core';
import { useCallback, useEffect, useState, useTransition } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import type { TenantsPageQuery } from '../../__generated__/TenantsPageQuery.graphql.ts';
import { showToast } from '../../components/toaster.ts';
import { screens } from '../../i18n/screens.ts';
import { texts } from '../../i18n/texts.ts';
import '../master-data/master-data.css';
import { sortOf, useDebouncedInput, useListParams } from '../../shared/listParams.ts';
import { RegistrationRequests } from './RegistrationRequests.tsx';
import { TenantDialog } from './TenantDialog.tsx';
import { TENANT_SORTS, TenantsTable } from './TenantsTable.tsx';
import { tenantTexts as t } from './texts.ts';
import { useCreateTenantMutation } from './useCreateTenantMutation.ts';

const KEYS = ['search'] as const;

/** Tenant management (/admin/tenants, principal admin only): tenants and registration requests. */
export function TenantsPage() {
  const [params, setParam] = useListParams(KEYS);
  const [searchParams] = useSearchParams();
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<TenantsPageQuery>(
    graphql`
      query TenantsPageQuery($search: String, $orderBy: TenantSort) {
        ...TenantsTable_query @arguments(search: $search, orderBy: $orderBy)
        ...RegistrationRequests_query
      }
    `,
    { search: params.search || null, orderBy: sortOf(searchParams, TENANT_SORTS) },
    { fetchKey, fetchPolicy: fetchKey > 0 ? 'network-only' : 'store-or-network' },
  );
  const [isRefreshing, startTransition] = useTransition();
  const [search, setSearch] = useDebouncedInput(params.search, (value) =>
    startTransition(() => setParam('search', value)),
  );
  const [creating, setCreating] = useState(false);
  const [create, saving] = useCreateTenantMutation();
  const refetch = useCallback(() => startTransition(() => setFetchKey((k) => k + 1)), []);

  useEffect(() => {
    document.title = `${screens.tenants.title} · ${texts.app.headerTitle}`;
  }, []);

  return (
    <div className="page" lang="en">
      <div className="page__header">
        <H2 className="page__title">{screens.tenants.title}</H2>
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
        <Button intent="primary" icon="add" text={t.add} onClick={() => setCreating(true)} />
      </div>
      <TenantsTable query={data} onChanged={refetch}>
        {(connections) => (
          <>
            <RegistrationRequests query={data} tenantConnections={connections} onApproved={refetch} />
            {creating && (
              <TenantDialog
                initial={null}
                busy={saving}
                onClose={() => setCreating(false)}
                onSave={async (values) => {
                  const outcome = await create(values, connections);
                  if (outcome.ok) {
                    showToast(t.created, 'success');
                    refetch();
                  }
                  return outcome;
                }}
              />
            )}
          </>
        )}
      </TenantsTable>
    </div>
  );
}
