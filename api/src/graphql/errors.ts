import { GraphQLError } from 'graphql';

/** `extensions.code` values clients can rely on. */
export const ErrorCode = {
  Unauthenticated: 'UNAUTHENTICATED',
  NotImplemented: 'NOT_IMPLEMENTED',
  NotFound: 'NOT_FOUND',
  BadUserInput: 'BAD_USER_INPUT',
  Internal: 'INTERNAL_SERVER_ERROR',
} as const;

export const SIGN_IN_REQUIRED = 'You must be signed in';

export const unauthenticated = () =>
  new GraphQLError(SIGN_IN_REQUIRED, { extensions: { code: ErrorCode.Unauthenticated } });

export const notImplemented = (operation: string) =>
  new GraphQLError(`${operation} is not implemented yet`, { extensions: { code: ErrorCode.NotImplemented } });

export const notFound = (message: string) => new GraphQLError(message, { extensions: { code: ErrorCode.NotFound } });

export const badUserInput = (message: string) =>
  new GraphQLError(message, { extensions: { code: ErrorCode.BadUserInput } });
