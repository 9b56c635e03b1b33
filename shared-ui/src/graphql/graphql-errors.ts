import { GRAPHQL_ERROR_SEPARATOR, SILENT_GRAPHQL_ERRORS, networkNotOk } from 'contracts';

/** The server answered with a non-OK HTTP status (product.md §8: 'Network response was not ok: {status}'). */
export class HttpStatusError extends Error {
  constructor(readonly status: number) {
    super(networkNotOk(status));
    this.name = 'HttpStatusError';
  }
}

/** The server answered with GraphQL errors; the message is their messages joined with ', ' (product.md §8). */
export class GraphQLResponseError extends Error {
  constructor(readonly messages: string[]) {
    super(messages.join(GRAPHQL_ERROR_SEPARATOR));
    this.name = 'GraphQLResponseError';
  }

  /** True when every message is one the data layer deliberately keeps out of toasts. */
  get isSilent(): boolean {
    return this.messages.length > 0 && this.messages.every((m) => SILENT_GRAPHQL_ERRORS.includes(m));
  }
}

/** The request never got an answer (server down, offline). The original error is kept as `cause`. */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof HttpStatusError || error instanceof GraphQLResponseError) return false;
  if (error instanceof Error && error.name === 'AbortError') return false;
  return error instanceof Error;
}
