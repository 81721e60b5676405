/** The request never got an answer (server down, connection lost). */
export class NetworkError extends Error {
  override name = 'NetworkError';
}

/**
 * The server answered 401. Following the legacy client, the request just fails: nothing is cleared
 * and nobody is redirected here; the auth guard decides what a missing viewer means.
 */
export class UnauthorizedError extends Error {
  override name = 'UnauthorizedError';
}

/** The server answered with errors outside the schema's typed ones (masked, unexpected failures). */
export class GraphQLResponseError extends Error {
  override name = 'GraphQLResponseError';
}

export function isNetworkError(error: unknown): boolean {
  return error instanceof NetworkError || (error instanceof Error && error.cause instanceof NetworkError);
}

/**
 * What a failed request's error says to a user: the server's own messages (Relay keeps the response
 * as the error's `source`), or the error's message, but never Relay's wrapper text ("No data returned
 * for operation ..."); '' when there is nothing worth showing.
 */
export function serverMessage(error: unknown): string {
  if (!(error instanceof Error)) return '';
  const source = (error as Error & { source?: { errors?: { message?: unknown }[] } }).source;
  const messages = (source?.errors ?? []).map((e) => e.message).filter((m): m is string => typeof m === 'string');
  return messages.length > 0 ? messages.join('; ') : /No data returned/.test(error.message) ? '' : error.message;
}
