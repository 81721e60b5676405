import { ScreenPage } from '../../shared/ScreenPage.tsx';
import { useState } from 'react';
import { graphql } from 'react-relay';
import type { TenantsPageQuery } from '../../__generated__/TenantsPageQuery.graphql.ts';
import { toastOnSuccess } from '../../components/toaster.ts';
import { screens } from '../../i18n/screens.ts';
import { ListToolbar } from '../master-data/ListToolbar.tsx';
import { RegistrationRequests } from './RegistrationRequests.tsx';
import { TenantDialog } from './TenantDialog.tsx';
import { TENANT_SORTS, TenantsTable } from './TenantsTable.tsx';
import { tenantTexts as t } from './texts.ts';
import { useCreateTenantMutation } from './useCreateTenantMutation.ts';
import { searchSortQuery, useScreenQuery } from '../../shared/screenQuery.ts';

const TENANTS_QUERY = graphql`
  query TenantsPageQuery($search: String, $orderBy: TenantSort) {
    ...TenantsTable_query
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
      <ListToolbar texts={t} isRefreshing={isRefreshing} onRefresh={refresh} onAdd={() => setCreating(true)} />
      <TenantsTable query={data} onChanged={refresh}>
        {(connections) => (
          <>
            <RegistrationRequests query={data} tenantConnections={connections} onApproved={refresh} />
            {creating && (
              <TenantDialog
                initial={null}
                busy={saving}
                onClose={() => setCreating(false)}
                onSave={async (values) => toastOnSuccess(await create(values, connections), t.created, refresh)}
              />
            )}
          </>
        )}
      </TenantsTable>
    </ScreenPage>
  );
}
