import { loadQuery } from 'react-relay';
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
import { forgotPasswordLoader } from './features/auth/forgotPasswordLoader.ts';
import { ForgotPasswordRoute } from './features/auth/ForgotPasswordRoute.tsx';
import { ResetPasswordRoute } from './features/auth/ResetPasswordRoute.tsx';
import { texts } from './i18n/texts.ts';
import { SCREEN_ROUTES } from './routes.ts';
import { getToken } from './features/auth/authToken.ts';
import { getEnvironment } from './relay/currentEnvironment.ts';
import { EAGER_SCREEN_QUERIES, SCREENS } from './screens.ts';
import type { ScreenLoaderData } from './shared/screenQuery.ts';

const EVERY_ROLE = ['procurement', 'finance', 'it_director', 'admin'] as const;

const screenRoutes: RouteObject[] = SCREEN_ROUTES.map((route) => {
  const Screen = SCREENS[route.id];
  const element = (
    <RequireRole route={route}>
      <Screen />
    </RequireRole>
  );
  // A screen every signed-in user may open is fetched while the shell query runs, not after it
  // (the dashboard's first paint). A list or detail screen's query starts here too, with the URL's
  // filters, sort and id, and the screen reads it with usePreloadedQuery (shared/screenQuery.ts).
  const openToAll = !route.access.superAdminOnly && EVERY_ROLE.every((role) => route.access.roles.includes(role));
  const describe = EAGER_SCREEN_QUERIES[route.id] ? async () => EAGER_SCREEN_QUERIES[route.id]! : Screen.query;
  const loader =
    openToAll || describe
      ? async ({ params, request }: LoaderFunctionArgs): Promise<ScreenLoaderData | null> => {
          if (openToAll) Screen.preload();
          if (!describe || !getToken()) return null;
          const { query, variables } = (await describe())({ params, searchParams: new URL(request.url).searchParams });
          // Cached data shows at once and is refreshed from the network on every visit.
          return { queryRef: loadQuery(getEnvironment(), query, variables, { fetchPolicy: 'store-and-network' }) };
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
          // Issue 17: password recovery by e-mail, signed out.
          {
            path: '/forgot-password',
            loader: forgotPasswordLoader,
            shouldRevalidate: once,
            element: <ForgotPasswordRoute />,
          },
          { path: '/reset-password', element: <ResetPasswordRoute /> },
          { path: '/', loader: shellLoader, shouldRevalidate: once, element: <ShellRoute />, children: screenRoutes },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
    { basename: BASE_PATH || undefined },
  );
}
