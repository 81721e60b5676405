import {
  Environment,
  Network,
  Observable,
  RecordSource,
  Store,
  type FetchFunction,
  type GraphQLResponse,
} from 'relay-runtime';
import { takeEarlyAnswer } from './earlyQueries.ts';
import { GRAPHQL_URL, postGraphQL, readAnswer, requestBody } from './postGraphQL.ts';
import { subscribeWithToken } from './subscribe.ts';

function fetchWithToken(token: string | null): FetchFunction {
  return (request, variables, _cacheConfig, uploadables) => {
    // An answer the page's first script already asked for; otherwise the request is built and sent.
    const early = uploadables ? null : takeEarlyAnswer(request.name, variables, token);
    if (early) {
      // Already read (the route loader waited for it): handed over synchronously, so Relay stores it
      // before the first render and the first screen never shows a loading fallback (after one, React
      // 18 holds every later reveal for up to 500 ms).
      const { settled } = early;
      if (settled) {
        return 'value' in settled
          ? settled.value
          : Observable.create<GraphQLResponse>((sink) => sink.error(settled.error));
      }
      return early.promise;
    }
    const { body, headers } = requestBody(request.text, variables, uploadables as Record<string, File> | null);
    return readAnswer(postGraphQL(body, headers, token));
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
