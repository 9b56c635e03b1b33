// The edge check on a small schema of its own: text the contract's bounds do not name meets the generous default,
// wherever it sits (argument, nested input, list, an input that refers to itself); other arguments are left alone.
import { makeExecutableSchema } from '@graphql-tools/schema';
import { graphql } from 'graphql';
import { GRAPHQL_ERROR_CODES, OTHER_TEXT_BOUND } from 'contracts';
import { withInputBounds } from './input-bounds.guard';

const schema = withInputBounds(
  makeExecutableSchema({
    typeDefs: `
      input Node { text: String, tags: [String!], child: Node, count: Int }
      type Query { echo(text: String, node: Node, count: Int): String }
    `,
    resolvers: { Query: { echo: (_parent: unknown, args: unknown) => JSON.stringify(args) } },
  }),
);

const run = (variables: Record<string, unknown>) =>
  graphql({ schema, source: 'query($text: String, $node: Node) { echo(text: $text, node: $node) }', variableValues: variables });
const long = 'x'.repeat(OTHER_TEXT_BOUND.max + 1);
const atBound = 'x'.repeat(OTHER_TEXT_BOUND.max);

describe('withInputBounds', () => {
  it.each([
    ['an argument', { text: long }],
    ['an input field', { node: { text: long } }],
    ['a list item', { node: { tags: ['ok', long] } }],
    ['a nested input of the same type', { node: { child: { child: { text: long } } } }],
  ])('refuses an unnamed text over the default bound in %s, before the resolver', async (_where, variables) => {
    const result = await run(variables);
    expect(result.data).toEqual({ echo: null });
    expect(result.errors?.map((e) => [e.message, e.extensions.code])).toEqual([
      [OTHER_TEXT_BOUND.message, GRAPHQL_ERROR_CODES.badUserInput],
    ]);
  });

  it('runs the resolver for text at the bound and for arguments that are not text', async () => {
    const result = await run({ text: atBound, node: { tags: [atBound], child: { text: atBound, count: 3 } } });
    expect(result.errors).toBeUndefined();
    expect(JSON.parse(result.data!.echo as string)).toMatchObject({ text: atBound });
  });
});
