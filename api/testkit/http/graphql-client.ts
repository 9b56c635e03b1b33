// The one GraphQL client of the api tests: POST /graphql as a signed-in user (the cookie jar), typed by the
// contracts' generated documents, or a plain query string for tests that send what no front end sends.
import { print, type DocumentNode } from 'graphql';
import { CookieJar } from './cookie-jar';
import type { GraphQLBody, TestApp } from './test-app';

/** The shape of the contracts' generated `...Document` objects (TypedDocumentNode), which carries their types. */
export type TypedDocument<TResult, TVariables> = DocumentNode & { __apiType?: (variables: TVariables) => TResult };
type Operation<TResult, TVariables> = TypedDocument<TResult, TVariables> | string;

export interface GraphQLClient {
  /** The answer's data; throws with the errors when there are any. */
  <TResult = any, TVariables = Record<string, unknown>>(
    operation: Operation<TResult, TVariables>,
    variables?: TVariables,
  ): Promise<TResult>;
  /** The whole answer (status, content type, data and errors), for tests that assert on errors. */
  raw<TResult = any, TVariables = Record<string, unknown>>(
    operation: Operation<TResult, TVariables>,
    variables?: TVariables,
  ): Promise<{ status: number; contentType: string | null; body: GraphQLBody<TResult> }>;
  /** The session cookies this client sends. */
  jar: CookieJar;
}

const queryText = (operation: DocumentNode | string) => (typeof operation === 'string' ? operation : print(operation));

export function graphqlClient(app: Pick<TestApp, 'graphql'>, jar: CookieJar = new CookieJar()): GraphQLClient {
  const raw: GraphQLClient['raw'] = (operation, variables) =>
    app.graphql(queryText(operation), variables as Record<string, unknown> | undefined, jar);
  const client = (async (operation: Operation<unknown, unknown>, variables?: unknown) => {
    const { body } = await raw(operation, variables as Record<string, unknown> | undefined);
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data!;
  }) as GraphQLClient;
  client.raw = raw;
  client.jar = jar;
  return client;
}
