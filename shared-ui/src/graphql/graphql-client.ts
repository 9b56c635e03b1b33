import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { ClientError, GraphQLClient, type RequestOptions } from 'graphql-request';
import { getEndpoints, toAbsoluteUrl } from 'shared-ui/core';
import { GraphQLResponseError, HttpStatusError } from './graphql-errors';

/** Spec §7: one GraphQL endpoint, cookies included, Accept application/graphql-response+json. */
export function createGraphQLClient(url: string = getEndpoints().graphqlUrl): GraphQLClient {
  return new GraphQLClient(toAbsoluteUrl(url), {
    credentials: 'include',
    headers: { Accept: 'application/graphql-response+json' },
  });
}

/** Client for the configured endpoint; created per call so a changed runtime config applies at once. */
export const graphqlClient = {
  request<TResult, TVariables extends object>(
    document: TypedDocumentNode<TResult, TVariables>,
    variables?: TVariables,
    signal?: AbortSignal,
  ): Promise<TResult> {
    return executeGraphQL(document, variables, signal);
  },
};

/**
 * Runs one operation and turns failures into the spec §8 errors: a non-OK status becomes
 * HttpStatusError, GraphQL errors become GraphQLResponseError, and a network failure is rethrown unchanged.
 */
export async function executeGraphQL<TResult, TVariables extends object>(
  document: TypedDocumentNode<TResult, TVariables>,
  variables?: TVariables,
  signal?: AbortSignal,
): Promise<TResult> {
  const client = createGraphQLClient();
  try {
    // graphql-request's conditional variables type cannot follow a generic TVariables; the shape is right.
    const options = { document, variables, signal } as unknown as RequestOptions<TVariables, TResult>;
    return await client.request<TResult, TVariables>(options);
  } catch (error) {
    if (error instanceof ClientError) {
      const { status, errors } = error.response;
      if (status < 200 || status >= 300) throw new HttpStatusError(status);
      throw new GraphQLResponseError((errors ?? []).map((e) => e.message));
    }
    throw error;
  }
}
