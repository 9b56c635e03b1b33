import { FAILED_TO_CONNECT } from 'contracts';
import { GraphQLResponseError, isNetworkFailure } from './graphql-errors';

/**
 * The toast text product.md §8 asks for, or null when the error is not toasted: GraphQL errors show their joined
 * message (except the deliberately silent LinkedIn one), a network failure shows 'Failed to connect to server'.
 * A non-OK HTTP status is only thrown; the screen that asked shows its own error state.
 */
export function dataErrorToastMessage(error: unknown): string | null {
  if (error instanceof GraphQLResponseError) return error.isSilent || !error.message ? null : error.message;
  if (isNetworkFailure(error)) return FAILED_TO_CONNECT;
  return null;
}
