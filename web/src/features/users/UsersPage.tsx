import { ScreenPage } from '../../shared/ScreenPage.tsx';
import { useCan } from '../../components/ViewerAccessContext.ts';
import { useState } from 'react';
import { graphql } from 'react-relay';
import type { UsersPageQuery } from '../../__generated__/UsersPageQuery.graphql.ts';
import { toastOnSuccess } from '../../components/toaster.ts';
import { screens } from '../../i18n/screens.ts';
import { ListToolbar } from '../master-data/ListToolbar.tsx';
import { useListParams } from '../../shared/listParams.ts';
import { TenantPolicyCard } from '../tenants/TenantPolicyCard.tsx';
import { userTexts as t } from './texts.ts';
import { useCreateUserMutation } from './useCreateUserMutation.ts';
import { UserDialog } from './UserDialog.tsx';
import { USER_SORTS, UsersTable } from './UsersTable.tsx';
import { useScreenQuery } from '../../shared/screenQuery.ts';
import { filteredQuery } from '../../shared/filteredQuery.ts';
import { ListFilter } from '../../shared/ListFilter.tsx';

const KEYS = ['search', 'tenant'] as const;
/** The tenant a platform admin's new user goes to when no tenant is selected in the filter. */
const DEFAULT_TENANT = 'admin';

const USERS_QUERY = graphql`
  query UsersPageQuery($search: String, $tenant: String, $orderBy: UserSort) {
    viewer {
      isPlatformAdmin
      tenant {
        ...TenantPolicyCard_tenant
      }
    }
    loginTenants {
      shortName
      fullName
    }
    ...UsersTable_query
  }
`;

/** The screen's query for a URL: search, tenant and sort (the route loader starts it). */
export const usersQuery = filteredQuery<UsersPageQuery>(USERS_QUERY, USER_SORTS, ['tenant']);

/** User management (/admin/users, Italian). Admins of the 'admin' tenant see every tenant, with a selector. */
export function UsersPage() {
  const [params] = useListParams(KEYS);
  const { data, refresh, isRefreshing } = useScreenQuery<UsersPageQuery>(USERS_QUERY);
  const platform = data.viewer?.isPlatformAdmin ?? false;
  // A new user's initial password holds the account: only the principal admin creates them elsewhere.
  const createsElsewhere = useCan('user.setPasswordAllTenants');
  const setsPolicy = useCan('tenant.policy');
  const [creating, setCreating] = useState(false);
  const [create, saving] = useCreateUserMutation();

  return (
    <ScreenPage title={screens.users.title} lang="it">
      {setsPolicy && data.viewer && <TenantPolicyCard tenant={data.viewer.tenant} />}
      <ListToolbar
        texts={t}
        filters={
          platform && (
            <ListFilter
              param="tenant"
              label={t.tenantFilter}
              allText={t.allTenants}
              options={data.loginTenants.map((o) => ({ value: o.shortName, label: o.fullName }))}
            />
          )
        }
        isRefreshing={isRefreshing}
        onRefresh={refresh}
        onAdd={() => setCreating(true)}
      />
      <UsersTable query={data} onChanged={refresh} showTenant={platform}>
        {(connections) =>
          creating && (
            <UserDialog
              initial={null}
              tenants={createsElsewhere ? data.loginTenants : null}
              defaultTenant={params.tenant || DEFAULT_TENANT}
              busy={saving}
              onClose={() => setCreating(false)}
              onSave={async (values) =>
                toastOnSuccess(
                  await create({ ...values, tenant: createsElsewhere ? values.tenant : '' }, connections),
                  t.created,
                  refresh,
                )
              }
            />
          )
        }
      </UsersTable>
    </ScreenPage>
  );
}
