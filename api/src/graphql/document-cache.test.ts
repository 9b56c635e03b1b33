import { buildSchema, parse, specifiedRules, type ValidationRule } from 'graphql';
import { createDocumentCache } from './document-cache';
import { costRules, parseWithTokenCap } from './graphql-request.guards';

const schema = buildSchema('type Query { hello: String }');

function counting() {
  let parses = 0;
  const countedParse: typeof parse = (source, options) => {
    parses += 1;
    return parseWithTokenCap(source, options);
  };
  return { countedParse, parses: () => parses };
}

test('the same query text is parsed and validated once, and answers the same document and errors', () => {
  const { countedParse, parses } = counting();
  const cache = createDocumentCache(countedParse);
  let validations = 0;
  const countingRule: ValidationRule = () => {
    validations += 1;
    return {};
  };
  const rules = [...specifiedRules, countingRule];
  const first = cache.parse('{ hello }');
  const again = cache.parse('{ hello }');
  expect(again).toBe(first);
  expect(parses()).toBe(1);
  expect(cache.validate(schema, first, rules)).toEqual([]);
  expect(cache.validate(schema, again, rules)).toEqual([]);
  expect(validations).toBe(1);

  // A refused document stays refused when it comes back from the cache.
  const unknown = cache.parse('{ nope }');
  expect(cache.validate(schema, unknown, rules)[0]?.message).toMatch(/Cannot query field "nope"/);
  expect(cache.validate(schema, cache.parse('{ nope }'), rules)[0]?.message).toMatch(/Cannot query field "nope"/);
});

test('a query the token cap refuses throws every time and is never kept', () => {
  const { countedParse, parses } = counting();
  const cache = createDocumentCache(countedParse);
  const huge = `{ ${Array.from({ length: 2_000 }, (_, i) => `a${i}: hello`).join(' ')} }`;
  expect(() => cache.parse(huge)).toThrow(/token/i);
  expect(() => cache.parse(huge)).toThrow(/token/i);
  expect(parses()).toBe(2);
});

test('the least recently used document leaves first once the cache is full', () => {
  const { countedParse, parses } = counting();
  const cache = createDocumentCache(countedParse, 2);
  cache.parse('{ a: hello }');
  cache.parse('{ b: hello }');
  cache.parse('{ a: hello }'); // a is now the most recent
  cache.parse('{ c: hello }'); // evicts b
  expect(parses()).toBe(3);
  cache.parse('{ a: hello }');
  expect(parses()).toBe(3);
  cache.parse('{ b: hello }');
  expect(parses()).toBe(4);
});

test('the cost rules still refuse a cached costly document', () => {
  const cache = createDocumentCache(parseWithTokenCap);
  const costly = `{ ${Array.from({ length: 20 }, (_, i) => `a${i}: hello`).join(' ')} }`;
  const rules = [...specifiedRules, ...costRules];
  for (let i = 0; i < 2; i++) {
    const errors = cache.validate(schema, cache.parse(costly), rules);
    expect(errors.map((e) => e.message).join(' ')).toMatch(/alias/i);
  }
});
