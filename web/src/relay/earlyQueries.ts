import type { ConcreteRequest } from 'relay-runtime';
import appShellQuery from '../__generated__/AppShellQuery.graphql.ts';
import dashboardQuery from '../__generated__/DashboardPageQuery.graphql.ts';
import { BASE_PATH } from '../basePath.ts';
import { getToken } from '../features/auth/authToken.ts';
import { postGraphQL, requestBody } from './postGraphQL.ts';

/**
 * Issue 15, point 9: the first screen's data is asked for before the application's code is even
 * evaluated. `web/src/early.ts`, the page's first script, starts the shell's query and, on the
 * dashboard's URL, the dashboard's; the route loaders then start the same queries through Relay, and
 * the network layer hands them these answers instead of asking again. Without this, the requests
 * wait for React, Relay, Blueprint and the router to be evaluated (about 370 ms of a throttled phone).
 */
interface Early {
  token: string;
  variables: string;
  response: Promise<Response>;
}

const started = new Map<string, Early>();

function start(query: ConcreteRequest, token: string): void {
  const variables = {};
  const { body, headers } = requestBody(query.params.text, variables);
  const response = postGraphQL(body, headers, token);
  // An answer nobody takes (the loader did not run) must not be reported as an unhandled rejection.
  response.catch(() => undefined);
  started.set(query.params.name, { token, variables: JSON.stringify(variables), response });
}

/**
 * A signed-in visitor's shell query, and the dashboard's on its URL (the index route); true when the
 * dashboard's was started.
 */
export function startEarlyQueries(pathname: string): boolean {
  const token = getToken();
  if (!token) return false;
  start(appShellQuery, token);
  if (pathname.slice(BASE_PATH.length).replace(/\/+$/, '') !== '') return false;
  start(dashboardQuery, token);
  return true;
}

/**
 * The answer to the operation `name` started early, if it was asked with the same token and
 * variables; each is handed out once, so a refetch goes to the network.
 */
export function takeEarlyResponse(name: string, variables: object, token: string | null): Promise<Response> | null {
  const early = started.get(name);
  if (!early) return null;
  started.delete(name);
  return early.token === token && early.variables === JSON.stringify(variables) ? early.response : null;
}
