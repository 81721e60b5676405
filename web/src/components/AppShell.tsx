import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { AppShellQuery } from '../__generated__/AppShellQuery.graphql.ts';
import { RequireAuth } from './RequireAuth.tsx';
import { ShellLayout } from './ShellLayout.tsx';

export const appShellQuery = graphql`
  query AppShellQuery {
    viewer {
      ...ShellLayout_viewer
    }
    ...ShellLayout_query
  }
`;

interface AppShellProps {
  queryRef: PreloadedQuery<AppShellQuery>;
}

/** The signed-in frame: sidebar, header and the current screen; the auth check happens here. */
export function AppShell({ queryRef }: AppShellProps) {
  const data = usePreloadedQuery<AppShellQuery>(appShellQuery, queryRef);
  return <RequireAuth viewer={data.viewer}>{(signedIn) => <ShellLayout viewer={signedIn} query={data} />}</RequireAuth>;
}
