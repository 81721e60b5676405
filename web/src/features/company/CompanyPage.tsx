import { graphql } from 'react-relay';
import type { CompanyPageQuery } from '../../__generated__/CompanyPageQuery.graphql.ts';
import { screens } from '../../i18n/screens.ts';
import { ScreenPage } from '../../shared/ScreenPage.tsx';
import { useScreenQuery, type ScreenQuery } from '../../shared/screenQuery.ts';
import { CompanyForm } from './CompanyForm.tsx';

const COMPANY_QUERY = graphql`
  query CompanyPageQuery {
    companySettings {
      ...CompanyForm_tenant
    }
  }
`;

/** The screen's query (no variables): the viewer's own company. */
export const companyQuery = (): ScreenQuery<CompanyPageQuery> => ({ query: COMPANY_QUERY, variables: {} });

/** Company settings (/admin/company, Italian): the tenant's legal data and e-invoice match tolerance. */
export function CompanyPage() {
  const { data } = useScreenQuery<CompanyPageQuery>(COMPANY_QUERY);
  return (
    <ScreenPage title={screens.company.title} lang="it">
      <CompanyForm tenant={data.companySettings} />
    </ScreenPage>
  );
}
