import { HomeDashboardDocument } from 'contracts';
import { graphql, http, HttpResponse } from 'msw';
import { setupMockServer } from 'mocks/testing';
import { executeGraphQL } from './graphql-client';
import { GraphQLResponseError, HttpStatusError, isNetworkFailure } from './graphql-errors';

const seen: Array<{ accept: string | null; query: string; operationName: unknown; credentials: RequestCredentials }> = [];
const server = setupMockServer();
afterEach(() => {
  seen.length = 0;
});

describe('executeGraphQL', () => {
  it('POSTs the printed operation and its variables as GraphQL over HTTP, with cookies, and returns the data', async () => {
    server.use(
      graphql.query('HomeDashboard', async ({ request, query }) => {
        const { operationName } = (await request.clone().json()) as unknown as { operationName?: unknown };
        seen.push({ accept: request.headers.get('accept'), query, operationName, credentials: request.credentials });
        return HttpResponse.json({ data: { homeDashboard: { campaigns: 3 } } });
      }),
    );
    const data = await executeGraphQL(HomeDashboardDocument, undefined);
    expect(data).toEqual({ homeDashboard: { campaigns: 3 } });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.accept).toContain('application/graphql-response+json');
    expect(seen[0]!.query).toMatch(/^query HomeDashboard\b/);
    expect(seen[0]!.operationName).toBe('HomeDashboard');
    expect(seen[0]!.credentials).toBe('include');
  });

  it('turns a refused status into "Network response was not ok: <status>", whatever the body', async () => {
    server.use(http.post('*/graphql', () => HttpResponse.text('Too many requests', { status: 429 })));
    const error = await executeGraphQL(HomeDashboardDocument, undefined).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpStatusError);
    expect((error as Error).message).toBe('Network response was not ok: 429');
    expect(isNetworkFailure(error)).toBe(false);
  });

  it("joins the answer's GraphQL errors, even next to partial data", async () => {
    server.use(
      graphql.query('HomeDashboard', () =>
        HttpResponse.json({ data: { homeDashboard: null }, errors: [{ message: 'One' }, { message: 'Two' }] }),
      ),
    );
    const error = await executeGraphQL(HomeDashboardDocument, undefined).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GraphQLResponseError);
    expect((error as GraphQLResponseError).messages).toEqual(['One', 'Two']);
  });

  it('treats a 200 that is not JSON (a proxy page) as a failed answer, not as data', async () => {
    server.use(http.post('*/graphql', () => HttpResponse.text('<html>gateway</html>', { status: 200 })));
    const error = await executeGraphQL(HomeDashboardDocument, undefined).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpStatusError);
  });

  it('rethrows a network failure unchanged, so the data layer can say the server is unreachable', async () => {
    server.use(http.post('*/graphql', () => HttpResponse.error()));
    const error = await executeGraphQL(HomeDashboardDocument, undefined).catch((caught: unknown) => caught);
    expect(isNetworkFailure(error)).toBe(true);
  });
});
