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
