// Validates an operation text against the api's schema (the SDL in contracts/src/schema, what the api serves), with
// the fragments it spreads taken from the pool every document contributes (contracts' own fragments included).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, Kind, NoUnusedFragmentsRule, parse, specifiedRules, validate, visit } from 'graphql';

/** The api's schema: contracts/src/schema/*.graphql, as codegen and the api's typeDefs read them. */
export function loadContractSchema(repoRoot) {
  const dir = path.join(repoRoot, 'contracts', 'src', 'schema');
  const sdl = readdirSync(dir)
    .filter((name) => name.endsWith('.graphql'))
    .sort()
    .map((name) => readFileSync(path.join(dir, name), 'utf8'))
    .join('\n');
  return buildSchema(sdl);
}

/** Parses a text, or returns the syntax error's message. */
export function parseText(text) {
  try {
    return { document: parse(text) };
  } catch (error) {
    return { syntaxError: error.message };
  }
}

/** Fragment name -> definition over parsed documents. */
export function fragmentPool(documents) {
  const pool = new Map();
  for (const document of documents) {
    for (const definition of document.definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) pool.set(definition.name.value, definition);
    }
  }
  return pool;
}

function spreadNames(node) {
  const names = new Set();
  visit(node, { FragmentSpread: (spread) => void names.add(spread.name.value) });
  return names;
}

/** The document plus every fragment it spreads (transitively) that it does not define itself. */
function withFragments(document, pool) {
  const definitions = [...document.definitions];
  const defined = new Set(definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => d.name.value));
  for (let i = 0; i < definitions.length; i++) {
    for (const name of spreadNames(definitions[i])) {
      if (defined.has(name) || !pool.has(name)) continue;
      defined.add(name);
      definitions.push(pool.get(name));
    }
  }
  return { ...document, definitions };
}

/** The schema's complaints about one document (empty: the api can answer it). A fragment-only text may go unused. */
export function validateDocument(schema, document, pool) {
  const hasOperation = document.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION);
  const rules = hasOperation ? specifiedRules : specifiedRules.filter((rule) => rule !== NoUnusedFragmentsRule);
  return validate(schema, withFragments(document, pool), rules).map((error) => error.message);
}
