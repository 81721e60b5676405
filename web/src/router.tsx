import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { BASE_PATH } from './basePath.ts';
import { LoadingScreen } from './components/LoadingScreen.tsx';
import { NotFound } from './components/NotFound.tsx';
import { RequireRole } from './components/RequireRole.tsx';
import { RootLayout } from './components/RootLayout.tsx';
import { RouteErrorPage } from './components/RouteErrorPage.tsx';
import { shellLoader } from './components/shellLoader.ts';
import { ShellRoute } from './components/ShellRoute.tsx';
import { loginLoader } from './features/auth/loginLoader.ts';
import { LoginRoute } from './features/auth/LoginRoute.tsx';
import { texts } from './i18n/texts.ts';
import { SCREEN_ROUTES } from './routes.ts';
import { SCREEN_LOADERS } from './screenLoaders.ts';
import { SCREEN_PREFETCH, SCREENS } from './screens.ts';

const EVERY_ROLE = ['procurement', 'finance', 'it_director', 'admin'] as const;

const screenRoutes: RouteObject[] = SCREEN_ROUTES.map((route) => {
  const Screen = SCREENS[route.id];
  const element = (
    <RequireRole route={route}>
      <Screen />
    </RequireRole>
  );
  // A screen every signed-in user may open is fetched while the shell query runs, not after it
  // (the dashboard's first paint); guarded screens still load only behind their role check.
  const openToAll = !route.access.superAdminOnly && EVERY_ROLE.every((role) => route.access.roles.includes(role));
  // A screen with its own loader starts its query here (relay/screenQuery.ts), guarded or not.
  const load = SCREEN_LOADERS[route.id];
  const loader =
    openToAll || load
      ? (args: LoaderFunctionArgs) => {
          Screen.preload();
          SCREEN_PREFETCH[route.id]?.();
          return load ? load(args) : null;
        }
      : undefined;
  return route.path === '' ? { index: true, element, loader } : { path: route.path, element, loader };
});

// The sign-in and shell queries are loaded once per visit of their route; moving between screens
// inside the shell must not refetch the viewer.
const once = () => false;

export function createAppRouter() {
  return createBrowserRouter(
    [
      {
        element: <RootLayout />,
        errorElement: <RouteErrorPage />,
        hydrateFallbackElement: <LoadingScreen fullscreen label={texts.app.checkingAuth} />,
        children: [
          { path: '/login', loader: loginLoader, shouldRevalidate: once, element: <LoginRoute /> },
          { path: '/', loader: shellLoader, shouldRevalidate: once, element: <ShellRoute />, children: screenRoutes },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
    { basename: BASE_PATH || undefined },
  );
}
