import type { ConcreteRequest, GraphQLResponse } from 'relay-runtime';
import appShellQuery from '../__generated__/AppShellQuery.graphql.ts';
import dashboardQuery from '../__generated__/DashboardPageQuery.graphql.ts';
import { BASE_PATH } from '../basePath.ts';
import { getToken } from '../features/auth/authToken.ts';
import { postGraphQL, readAnswer, requestBody } from './postGraphQL.ts';

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
  answer: EarlyAnswer;
  /** Settles (never rejects) once `answer.settled` is set. */
  arrived: Promise<void>;
}

/** An early query's answer as Relay takes it, and once it has come, the answer itself. */
export interface EarlyAnswer {
  promise: Promise<GraphQLResponse>;
  settled?: { value: GraphQLResponse } | { error: Error };
}

const started = new Map<string, Early>();

function start(query: ConcreteRequest, token: string): void {
  const variables = {};
  const { body, headers } = requestBody(query.params.text, variables);
  const answer: EarlyAnswer = { promise: readAnswer(postGraphQL(body, headers, token)) };
  const arrived = answer.promise.then(
    (value) => void (answer.settled = { value }),
    // Also keeps an answer nobody takes (the loader did not run) from being an unhandled rejection.
    (error: unknown) => void (answer.settled = { error: error instanceof Error ? error : new Error(String(error)) }),
  );
  started.set(query.params.name, { token, variables: JSON.stringify(variables), answer, arrived });
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
 * Settles once the operation `name` started early has its answer (at once when none was started): a
 * route loader waits for it, so that Relay is handed the answer synchronously (takeEarlyAnswer).
 */
export function earlyAnswerArrived(name: string): Promise<void> {
  return started.get(name)?.arrived ?? Promise.resolve();
}

/**
 * The answer to the operation `name` started early, if it was asked with the same token and
 * variables; each is handed out once, so a refetch goes to the network.
 */
export function takeEarlyAnswer(name: string, variables: object, token: string | null): EarlyAnswer | null {
  const early = started.get(name);
  if (!early) return null;
  started.delete(name);
  return early.token === token && early.variables === JSON.stringify(variables) ? early.answer : null;
}
