import { ScreenPage } from '../../shared/ScreenPage.tsx';
import { graphql } from 'react-relay';
import type { DashboardPageQuery } from '../../__generated__/DashboardPageQuery.graphql.ts';
import { screens } from '../../i18n/screens.ts';
import { useScreenQuery } from '../../shared/screenQuery.ts';
import '../offers/procurement.css';
import { DashboardCards } from './DashboardCards.tsx';
import { RecentInvoices } from './RecentInvoices.tsx';
import { RecentOffers } from './RecentOffers.tsx';
import { dashboardTexts as t } from './texts.ts';

/** Dashboard (/): welcome line, the cards (payments for finance and IT only) and the recent lists. */
export function DashboardPage() {
  return (
    <ScreenPage title={screens.dashboard.title} lang="en" loading={t.loading}>
      <Dashboard />
    </ScreenPage>
  );
}

const DASHBOARD_QUERY = graphql`
  query DashboardPageQuery {
    viewer {
      roleLabel
      user {
        fullName
      }
    }
    dashboard {
      ...DashboardCards_dashboard
      ...RecentOffers_dashboard
      ...RecentInvoices_dashboard
    }
  }
`;

function Dashboard() {
  // Started by the route loader together with the shell query (screens.ts, EAGER_SCREEN_QUERIES).
  const { data } = useScreenQuery<DashboardPageQuery>(DASHBOARD_QUERY);
  return (
    <>
      <p className="page__subtitle">
        {t.welcome(data.viewer?.user.fullName ?? '')} · {data.viewer?.roleLabel}
      </p>
      <DashboardCards dashboard={data.dashboard} />
      <div className="proc-recent">
        <RecentOffers dashboard={data.dashboard} />
        <RecentInvoices dashboard={data.dashboard} />
      </div>
    </>
  );
}
