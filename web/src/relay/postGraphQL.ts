import type { GraphQLResponse } from 'relay-runtime';
import { BASE_PATH } from '../basePath.ts';
import { NetworkError, UnauthorizedError } from './errors.ts';

export const GRAPHQL_URL = `${BASE_PATH}/graphql`;

/**
 * One POST to the GraphQL endpoint as the signed-in visitor: the bearer token, and the cookies of our
 * own origin (the legacy API relied on them). Relay's network layer and the early queries both send
 * through here, so an early answer was asked exactly as Relay would have asked it.
 */
export function postGraphQL(
  body: string | FormData,
  headers: Record<string, string>,
  token: string | null,
): Promise<Response> {
  return fetch(GRAPHQL_URL, {
    method: 'POST',
    headers: { ...headers, accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    credentials: 'same-origin',
    body,
  });
}

/**
 * The GraphQL answer to a POST, or the error Relay reports: NetworkError when no answer came or it is
 * not JSON, UnauthorizedError on 401. GraphQL errors (also on 4xx) come back as JSON, for Relay.
 */
export async function readAnswer(sent: Promise<Response>): Promise<GraphQLResponse> {
  let response: Response;
  try {
    response = await sent;
  } catch (error) {
    throw new NetworkError('Errore di connessione', { cause: error });
  }
  if (response.status === 401) throw new UnauthorizedError('Unauthorized');
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) throw new NetworkError(`HTTP ${response.status}`);
  return (await response.json()) as GraphQLResponse;
}

/**
 * A mutation with `uploadables` becomes a GraphQL multipart request (the server parses it with
 * graphql-upload-minimal): each uploadable's key is the variable path it fills, e.g.
 * 'variables.input.file'. The preflight header satisfies the server's CSRF check for multipart.
 */
export function requestBody(
  text: string | null | undefined,
  variables: object,
  uploadables?: Record<string, File | Blob> | null,
): { body: string | FormData; headers: Record<string, string> } {
  if (!uploadables || Object.keys(uploadables).length === 0) {
    return { body: JSON.stringify({ query: text, variables }), headers: { 'content-type': 'application/json' } };
  }
  const form = new FormData();
  const entries = Object.entries(uploadables);
  form.append('operations', JSON.stringify({ query: text, variables }));
  form.append('map', JSON.stringify(Object.fromEntries(entries.map(([path], i) => [String(i), [path]]))));
  entries.forEach(([, file], i) => form.append(String(i), file));
  return { body: form, headers: { 'graphql-require-preflight': '1' } };
}
