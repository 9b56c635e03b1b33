import { GraphQLError } from 'graphql';
import { GRAPHQL_ERROR_CODES, SIGN_IN_REQUIRED } from 'contracts';

export { SIGN_IN_REQUIRED };

/** `extensions.code` values clients can rely on (defined once, in contracts). */
export const ErrorCode = {
  Unauthenticated: GRAPHQL_ERROR_CODES.unauthenticated,
  NotImplemented: GRAPHQL_ERROR_CODES.notImplemented,
  NotFound: GRAPHQL_ERROR_CODES.notFound,
  BadUserInput: GRAPHQL_ERROR_CODES.badUserInput,
  RateLimited: GRAPHQL_ERROR_CODES.rateLimited,
  Internal: GRAPHQL_ERROR_CODES.internal,
} as const;

export const unauthenticated = () => new GraphQLError(SIGN_IN_REQUIRED, { extensions: { code: ErrorCode.Unauthenticated } });

export const notImplemented = (operation: string) =>
  new GraphQLError(`${operation} is not implemented yet`, { extensions: { code: ErrorCode.NotImplemented } });

export const notFound = (message: string) => new GraphQLError(message, { extensions: { code: ErrorCode.NotFound } });

export const rateLimited = (message: string) => new GraphQLError(message, { extensions: { code: ErrorCode.RateLimited } });

export const badUserInput = (message: string) => new GraphQLError(message, { extensions: { code: ErrorCode.BadUserInput } });
