import { Environment, Network, RecordSource, Store, type FetchFunction, type GraphQLResponse } from 'relay-runtime';
import { BASE_PATH } from '../basePath.ts';
import { NetworkError, UnauthorizedError } from './errors.ts';
import { subscribeWithToken } from './subscribe.ts';

export const GRAPHQL_URL = `${BASE_PATH}/graphql`;

/**
 * A mutation with `uploadables` becomes a GraphQL multipart request (the server parses it with
 * graphql-upload-minimal): each uploadable's key is the variable path it fills, e.g.
 * 'variables.input.file'. The preflight header satisfies the server's CSRF check for multipart.
 */
function requestBody(
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

function fetchWithToken(token: string | null): FetchFunction {
  return async (request, variables, _cacheConfig, uploadables) => {
    const { body, headers: typeHeaders } = requestBody(
      request.text,
      variables,
      uploadables as Record<string, File> | null,
    );
    const headers: Record<string, string> = { ...typeHeaders, accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    let response: Response;
    try {
      response = await fetch(GRAPHQL_URL, {
        method: 'POST',
        headers,
        // The legacy API also relied on cookies; keep sending them on our own origin.
        credentials: 'same-origin',
        body,
      });
    } catch (error) {
      throw new NetworkError('Errore di connessione', { cause: error });
    }
    if (response.status === 401) throw new UnauthorizedError('Unauthorized');
    const type = response.headers.get('content-type') ?? '';
    if (!type.includes('json')) throw new NetworkError(`HTTP ${response.status}`);
    // GraphQL errors (also on 4xx) come back as JSON; Relay reports them to the caller.
    return (await response.json()) as GraphQLResponse;
  };
}

/**
 * One environment per bearer token: signing in or out starts from an empty store, so one user's
 * records can never be shown to the next.
 */
export function createEnvironment(token: string | null): Environment {
  return new Environment({
    network: Network.create(fetchWithToken(token), subscribeWithToken(GRAPHQL_URL, token)),
    store: new Store(new RecordSource()),
  });
}
