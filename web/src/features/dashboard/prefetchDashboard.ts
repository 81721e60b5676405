import { fetchQuery } from 'react-relay';
import DashboardPageQueryNode, { type DashboardPageQuery } from '../../__generated__/DashboardPageQuery.graphql.ts';
import { getToken } from '../auth/authToken.ts';
import { getEnvironment } from '../../relay/currentEnvironment.ts';

/**
 * The route loader's half of the dashboard query: it starts together with the shell query instead of
 * after the shell and the screen chunk have arrived (the welcome line is the dashboard's Largest
 * Contentful Paint). The screen reads the same request (Relay dedupes it) or the store it filled.
 */
export function prefetchDashboard(): void {
  if (!getToken()) return;
  fetchQuery<DashboardPageQuery>(getEnvironment(), DashboardPageQueryNode, {}).subscribe({
    // The screen's own query reports failures; a prefetch stays silent.
    error: () => undefined,
  });
}
