import { AppShell } from './AppShell.tsx';
import { LoaderRoute } from './LoaderRoute.tsx';

/** The signed-in frame, once shellLoader's query (the viewer) has arrived. */
export function ShellRoute() {
  return <LoaderRoute screen={AppShell} />;
}
