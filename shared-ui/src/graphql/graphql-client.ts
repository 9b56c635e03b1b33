import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql/language/printer';
import { getEndpoints, toAbsoluteUrl } from 'shared-ui/core';
import { GraphQLResponseError, HttpStatusError } from './graphql-errors';
import { operationName } from './operation-name';

// A GraphQL-over-HTTP POST with fetch: the one request shape this app sends needs no client library (graphql-request
// cost every signed-in page ~16 KB gzip). Only the printer of graphql-js is bundled, not its parser.

interface GraphQLResponseBody<TResult> {
  data?: TResult | null;
  errors?: ReadonlyArray<{ message?: unknown }>;
}

interface PrintedOperation {
  query: string;
  operationName: string;
}

/** Printed once per document: the generated documents are constants. */
const printed = new WeakMap<object, PrintedOperation>();

function printedOperation(document: TypedDocumentNode<unknown, never>): PrintedOperation {
  let operation = printed.get(document);
  if (operation === undefined) {
    operation = { query: print(document), operationName: operationName(document) };
    printed.set(document, operation);
  }
  return operation;
}

/**
 * Runs one operation against the configured endpoint (product.md §7: cookies included, Accept
 * application/graphql-response+json) and turns failures into the product.md §8 errors: a non-OK status becomes
 * HttpStatusError, GraphQL errors become GraphQLResponseError, and a network failure (or an abort) is rethrown
 * unchanged. The endpoint is read per call, so a changed runtime config applies at once.
 */
export async function executeGraphQL<TResult, TVariables extends object>(
  document: TypedDocumentNode<TResult, TVariables>,
  variables?: TVariables,
  signal?: AbortSignal,
): Promise<TResult> {
  const response = await fetch(toAbsoluteUrl(getEndpoints().graphqlUrl), {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/graphql-response+json, application/json', 'Content-Type': 'application/json' },
    // The operation's name travels too: the server's logs and the end-to-end tests tell requests apart by it.
    body: JSON.stringify({ ...printedOperation(document as TypedDocumentNode<unknown, never>), variables }),
    signal,
  });
  if (!response.ok) throw new HttpStatusError(response.status);
  let body: GraphQLResponseBody<TResult>;
  try {
    body = (await response.json()) as GraphQLResponseBody<TResult>;
  } catch {
    // A 200 that is not JSON (a proxy's page, a cut-off body): as unusable as a failed status.
    throw new HttpStatusError(response.status);
  }
  if (body.errors && body.errors.length > 0) {
    throw new GraphQLResponseError(body.errors.map((error) => String(error.message ?? '')));
  }
  return body.data as TResult;
}
