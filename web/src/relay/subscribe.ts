import { createClient, type Client } from 'graphql-sse';
import { Observable, type GraphQLResponse, type SubscribeFunction } from 'relay-runtime';

/**
 * Relay's subscriptions over SSE (graphql-sse's client in "distinct connections" mode, which yoga
 * speaks natively): one stream per subscription, the bearer token as a header, reconnecting with
 * backoff when the server restarts or the network drops.
 */
export function subscribeWithToken(url: string, token: string | null): SubscribeFunction {
  let client: Client | null = null;
  const clientOf = (): Client =>
    (client ??= createClient({
      url,
      singleConnection: false,
      headers: (): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {}),
      retryAttempts: Number.POSITIVE_INFINITY,
      credentials: 'same-origin',
    }));
  return (request, variables) =>
    Observable.create<GraphQLResponse>((sink) => {
      if (!token || !request.text) {
        sink.complete();
        return () => undefined;
      }
      return clientOf().subscribe<GraphQLResponse>(
        { query: request.text, variables },
        {
          next: (value) => sink.next(value as GraphQLResponse),
          error: (error) => sink.error(error instanceof Error ? error : new Error(String(error))),
          complete: () => sink.complete(),
        },
      );
    });
}
