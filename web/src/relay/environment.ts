import { Environment, Network, RecordSource, Store, type FetchFunction, type GraphQLResponse } from 'relay-runtime';
import { takeEarlyResponse } from './earlyQueries.ts';
import { NetworkError, UnauthorizedError } from './errors.ts';
import { GRAPHQL_URL, postGraphQL, requestBody } from './postGraphQL.ts';
import { subscribeWithToken } from './subscribe.ts';

function fetchWithToken(token: string | null): FetchFunction {
  return async (request, variables, _cacheConfig, uploadables) => {
    // An answer the page's first script already asked for; otherwise the request is built and sent.
    const early = uploadables ? null : takeEarlyResponse(request.name, variables, token);
    const sent = early ?? requestBody(request.text, variables, uploadables as Record<string, File> | null);
    let response: Response;
    try {
      response = await ('body' in sent ? postGraphQL(sent.body, sent.headers, token) : sent);
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
