import { loadQuery } from 'react-relay';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { getRequest } from 'relay-runtime';
import { BASE_PATH } from './basePath.ts';
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
import { SCREEN_ROUTES } from './routes.ts';
import { getToken } from './features/auth/authToken.ts';
import { getEnvironment } from './relay/currentEnvironment.ts';
import { earlyAnswerArrived } from './relay/earlyQueries.ts';
import { EAGER_SCREEN_QUERIES, SCREENS } from './screens.ts';
import type { ScreenLoaderData } from './shared/screenQuery.ts';

const screenRoutes: RouteObject[] = SCREEN_ROUTES.map((route) => {
  const Screen = SCREENS[route.id];
  const element = (
    <RequireRole route={route}>
      <Screen />
    </RequireRole>
  );
  // Each screen's code is fetched by its route's loader, while the shell query runs, and the navigation
  // waits for it: the screen then renders without suspending (screens.ts). A list or detail screen's
  // query starts here too, with the URL's filters, sort and id, and the screen reads it with
  // usePreloadedQuery (shared/screenQuery.ts).
  const describe = EAGER_SCREEN_QUERIES[route.id] ? async () => EAGER_SCREEN_QUERIES[route.id]! : Screen.query;
  const loader = async ({ params, request }: LoaderFunctionArgs): Promise<ScreenLoaderData | null> => {
    if (!getToken()) return null; // the shell's loader sends the visitor to sign in
    const code = Screen.preload();
    if (!describe) return code.then(() => null);
    const { query, variables } = (await describe())({ params, searchParams: new URL(request.url).searchParams });
    // An answer asked for early is waited for (a moment: it is usually in), so Relay has it at once.
    await Promise.all([code, earlyAnswerArrived(getRequest(query).params.name)]);
    // Cached data shows at once and is refreshed from the network on every visit.
    return { queryRef: loadQuery(getEnvironment(), query, variables, { fetchPolicy: 'store-and-network' }) };
  };
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
