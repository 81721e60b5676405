import { ScreenPage } from '../../shared/ScreenPage.tsx';
import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { graphql } from 'react-relay';
import type { TenantsPageQuery } from '../../__generated__/TenantsPageQuery.graphql.ts';
import { showToast } from '../../components/toaster.ts';
import { screens } from '../../i18n/screens.ts';
import '../master-data/master-data.css';
import { RegistrationRequests } from './RegistrationRequests.tsx';
import { TenantDialog } from './TenantDialog.tsx';
import { TENANT_SORTS, TenantsTable } from './TenantsTable.tsx';
import { tenantTexts as t } from './texts.ts';
import { useCreateTenantMutation } from './useCreateTenantMutation.ts';
import { searchSortQuery, useScreenQuery } from '../../shared/screenQuery.ts';
import { ListSearch } from '../../shared/ListSearch.tsx';

const TENANTS_QUERY = graphql`
  query TenantsPageQuery($search: String, $orderBy: TenantSort) {
    ...TenantsTable_query @arguments(search: $search, orderBy: $orderBy)
    ...RegistrationRequests_query
  }
`;

/** The screen's query for a URL (the route loader starts it). */
export const tenantsQuery = searchSortQuery<TenantsPageQuery>(TENANTS_QUERY, TENANT_SORTS);

/** Tenant management (/admin/tenants, principal admin only): tenants and registration requests. */
export function TenantsPage() {
  const { data, refresh, isRefreshing } = useScreenQuery<TenantsPageQuery>(TENANTS_QUERY);
  const [creating, setCreating] = useState(false);
  const [create, saving] = useCreateTenantMutation();

  return (
    <ScreenPage title={screens.tenants.title} lang="en">
      <div className="md-toolbar">
        <ListSearch className="md-toolbar__search" placeholder={t.searchPlaceholder} />
        <span className="md-toolbar__spacer" />
        <Button icon="refresh" text={t.refresh} loading={isRefreshing} onClick={refresh} />
        <Button intent="primary" icon="add" text={t.add} onClick={() => setCreating(true)} />
      </div>
      <TenantsTable query={data} onChanged={refresh}>
        {(connections) => (
          <>
            <RegistrationRequests query={data} tenantConnections={connections} onApproved={refresh} />
            {creating && (
              <TenantDialog
                initial={null}
                busy={saving}
                onClose={() => setCreating(false)}
                onSave={async (values) => {
                  const outcome = await create(values, connections);
                  if (outcome.ok) {
                    showToast(t.created, 'success');
                    refresh();
                  }
                  return outcome;
                }}
              />
            )}
          </>
        )}
      </TenantsTable>
    </ScreenPage>
  );
}
