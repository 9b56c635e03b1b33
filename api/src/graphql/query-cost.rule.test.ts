// Every resolver is priced by its real cost (issue 40, row 2; product.md §13): the product's own operations pass, a
// per-contact field that runs its own statements is refused inside a list, every other per-contact field is one
// statement for the whole list, and the most expensive query the rules allow runs no more statements than priced.
import { makeExecutableSchema } from '@graphql-tools/schema';
import { parse, validate, type DocumentNode } from 'graphql';
import * as contracts from 'contracts';
import { GRAPHQL_REQUEST_LIMITS, oneParentOnly, queryTooManyStatements, queryTooManyValues } from 'contracts';
import { typeDefs } from 'contracts/server';
import { signUp } from '../../testkit/auth/auth-helpers';
import { insertManyContacts } from '../../testkit/db/many-contacts.fixtures';
import { countStatements } from '../../testkit/db/statement-counter';
import { costliestAllowedQuery, contactListsQuery, priceOf, ruleErrors } from '../../testkit/graphql/costliest-query';
import { startTestApp, type TestApp } from '../../testkit/http/test-app';
import { createDb } from '../db/db.client';
import { domainResolvers } from './domain-resolvers';
import { FIELD_PRICES } from './field-prices';
import { costRules } from './graphql-request.guards';
import { priceOperation } from './query-cost.rule';
import { createTestDatabase, type TestDatabase } from '../../testkit/db/test-database';

const schema = makeExecutableSchema({ typeDefs });

describe('the cost rule, before anything runs', () => {
  it('prices every field resolver below the roots (a new one that reads the database must say what it costs)', () => {
    const maps = domainResolvers({ delivery: {} as never, writer: {} as never, jobPostingReader: {} as never });
    const fields = maps.flatMap((map) =>
      Object.entries(map)
        .filter(([type, value]) => !['Query', 'Mutation', 'DateTime'].includes(type) && typeof value === 'object')
        .flatMap(([type, value]) => Object.keys(value as object).map((field) => `${type}.${field}`)),
    );
    expect(fields.length).toBeGreaterThan(10);
    expect(fields.filter((field) => !(field in FIELD_PRICES))).toEqual([]);
  });

  it('lets every operation the front ends send through, with a variable page counted as the largest', () => {
    const documents = Object.entries(contracts).filter(([name]) => name.endsWith('Document'));
    expect(documents.length).toBeGreaterThan(20);
    const refused = documents
      .map(([name, document]) => [name, validate(schema, document as DocumentNode, costRules).map((e) => e.message)] as const)
      .filter(([, errors]) => errors.length > 0);
    expect(refused).toEqual([]);
  });

  it('refuses a per-contact field that runs its own statements inside a list, and says where to ask for it', () => {
    for (const field of ['timeline { kind }', 'companyReplyTime { label }']) {
      const name = field.split(' ')[0]!;
      expect(ruleErrors(`{ contacts(pagination: { first: 1 }) { edges { node { id ${field} } } } }`)).toEqual([
        oneParentOnly(name, 'contact'),
      ]);
      // Through a fragment too.
      expect(
        ruleErrors(`{ contacts(pagination: { first: 1 }) { edges { node { ...F } } } } fragment F on Contact { ${field} }`),
      ).toEqual([oneParentOnly(name, 'contact')]);
      expect(ruleErrors(`{ contact(filter: { id: 1 }) { id ${field} } }`)).toEqual([]);
    }
  });

  it('refuses, without reading it all, a query whose fragments are spread twice at each of 40 levels', () => {
    const levels = 40;
    const fragments = Array.from({ length: levels }, (_, level) =>
      level === levels - 1
        ? `fragment F${level} on Query { __typename }`
        : `fragment F${level} on Query { ...F${level + 1} ...F${level + 1} }`,
    );
    // 2^40 spreads if followed: the rule stops once the value budget or the selections it may read are spent.
    const errors = ruleErrors(`query { ...F0 } ${fragments.join(' ')}`);
    expect(errors.some((message) => message.startsWith('This query could answer about'))).toBe(true);
    const empty = Array.from({ length: levels }, (_, level) =>
      level === levels - 1
        ? `fragment G${level} on Query { ...Missing }`
        : `fragment G${level} on Query { ...G${level + 1} ...G${level + 1} }`,
    );
    // Priced before validation too (the request's share of the rate cap): no value in it, still bounded, and too large.
    const price = priceOperation(schema, parse(`query { ...G0 } ${empty.join(' ')}`));
    expect(price!.values).toBeGreaterThan(GRAPHQL_REQUEST_LIMITS.maxResultValues);
  });

  it('refuses one list more than the statement budget allows, and an answer larger than the value budget', () => {
    const lean = costliestAllowedQuery([1, 2, 3], 'lean');
    expect(lean.lists).toBeGreaterThan(1);
    const tooMany = ruleErrors(contactListsQuery([1, 2, 3], lean.lists + 1, 'lean'));
    expect(tooMany).toHaveLength(1);
    expect(tooMany[0]).toMatch(/database statements|values/);
    const wide = costliestAllowedQuery([1, 2, 3], 'wide');
    expect(ruleErrors(contactListsQuery([1, 2, 3], wide.lists + 1, 'wide'))[0]).toMatch(/values, more than/);
    const fifteen = `{ ${Array.from({ length: 15 }, (_, i) => `a${i}: campaigns { edges { node { contacts sequenceSize isDraft nextSendAt emailSequences { totalCount } } } }`).join(' ')} }`;
    const statements = 15 * (2 + 5);
    expect(ruleErrors(fifteen)).toEqual([queryTooManyStatements(statements, GRAPHQL_REQUEST_LIMITS.maxStatements)]);
    expect(queryTooManyValues(1, 2)).toMatch(/smaller pages/);
  });
});

describe('the most expensive query the rules allow, on real PostgreSQL', () => {
  let database: TestDatabase;
  let app: TestApp;
  let jar: Awaited<ReturnType<typeof signUp>>['jar'];
  let campaignIds: number[];
  const handle = { db: undefined as unknown as ReturnType<typeof createDb> };
  let counter: ReturnType<typeof countStatements>;

  beforeAll(async () => {
    database = await createTestDatabase();
    handle.db = createDb({ url: database.url, max: 4, onPoolError: () => undefined });
    counter = countStatements(handle.db.pool);
    app = await startTestApp({ database, db: handle.db });
    const user = await signUp(app, { name: 'Mallory Lists' });
    jar = user.jar;
    campaignIds = await insertManyContacts(handle.db.pool, user.userId, { campaigns: 10, contactsPerCampaign: 100 });
  });
  afterAll(async () => {
    await app.close();
    await handle.db.close();
    await database.drop();
  });

  /** Runs the query as the user and counts the statements the request sent through the api's pool. */
  const run = async (query: string) => {
    counter.reset();
    const answer = await app.graphql<Record<string, { totalCount: number; edges: unknown[] }>>(query, {}, jar);
    return { ...answer, statements: counter.count };
  };

  it.each(['lean', 'wide'] as const)(
    'answers the %s costliest query in full, within the statements it was priced at',
    async (shape) => {
      const { query, lists } = costliestAllowedQuery(campaignIds, shape);
      const { status, body, statements } = await run(query);
      expect(status).toBe(200);
      expect(body.errors).toBeUndefined();
      expect(Object.values(body.data!).map((list) => list.edges.length)).toEqual(Array(lists).fill(100));
      // Each list: its page and count, then one statement per per-contact or per-campaign field, never one per contact.
      const priced = priceOf(query);
      expect(priced.statements).toBeLessThanOrEqual(GRAPHQL_REQUEST_LIMITS.maxStatements);
      expect(priced.values).toBeLessThanOrEqual(GRAPHQL_REQUEST_LIMITS.maxResultValues);
      expect(statements).toBeGreaterThan(lists * 5);
      expect(statements).toBeLessThanOrEqual(priced.statements);
    },
  );

  it('answers a list of 100 contacts with their replies and notes in one statement per field', async () => {
    const one = await run(`{ contacts(pagination: { first: 100 }, filter: { campaignId: ${campaignIds[0]} }) {
      edges { node { id replyOutcomes { outcome } replyNote { id } } } } }`);
    const plain = await run(`{ contacts(pagination: { first: 100 }, filter: { campaignId: ${campaignIds[0]} }) {
      edges { node { id } } } }`);
    expect(one.body.errors).toBeUndefined();
    const nodes = (one.body.data!.contacts!.edges as Array<{ node: { replyOutcomes: Array<{ outcome: string }> } }>).map(
      (edge) => edge.node,
    );
    expect(nodes).toHaveLength(100);
    expect(nodes.every((node) => node.replyOutcomes[0]?.outcome === 'APPLICATION_RECEIVED')).toBe(true);
    expect(one.statements - plain.statements).toBe(2);
  });

  it('still answers one contact its timeline and the company reply time', async () => {
    const { body } = await run(`{ contacts(pagination: { first: 1 }) { edges { node { id } } } }`);
    const id = (body.data!.contacts!.edges[0] as { node: { id: number } }).node.id;
    const single = await run(`{ contact(filter: { id: ${id} }) { id timeline { kind } companyReplyTime { label } } }`);
    expect(single.body.errors).toBeUndefined();
    const timeline = (single.body.data!.contact as unknown as { timeline: Array<{ kind: string }> }).timeline;
    expect(timeline.map((entry) => entry.kind)).toEqual(expect.arrayContaining(['EMAIL_SENT', 'REPLY']));
    const refused = await run(`{ contacts { edges { node { id timeline { kind } } } } }`);
    expect(refused.status).toBe(400);
    expect(refused.body.errors![0]!.message).toBe(oneParentOnly('timeline', 'contact'));
    expect(refused.statements).toBe(0);
  });
});
