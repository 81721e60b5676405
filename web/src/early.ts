// The page's first script (index.html), before the application's: it starts the first screen's queries
// (relay/earlyQueries.ts), and on the dashboard its chunk, which the router would only ask for once
// React and the rest are evaluated; both travel meanwhile.
import { startEarlyQueries } from './relay/earlyQueries.ts';

if (startEarlyQueries(window.location.pathname)) {
  void import('./features/dashboard/DashboardPage.tsx').catch(() => undefined);
}
