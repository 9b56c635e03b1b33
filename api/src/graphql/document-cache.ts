// The dashboard sends the same few queries again and again: parsing and validating each one (graphql-js's rules plus
// the cost rules) was a tenth of the api's CPU under load. Parsed documents are kept by query text (least recently
// used first out) and their validation result with them; both depend only on the text, the schema and the rules.
import { validate, type DocumentNode, type GraphQLError, type parse } from 'graphql';

/** Documents kept per process; a query longer than MAX_CACHED_QUERY_LENGTH is parsed every time, never kept. */
export const DOCUMENT_CACHE_SIZE = 500;
const MAX_CACHED_QUERY_LENGTH = 10_000;

export interface DocumentCache {
  parse: typeof parse;
  validate: typeof validate;
}

export function createDocumentCache(parseDocument: typeof parse, size = DOCUMENT_CACHE_SIZE): DocumentCache {
  const documents = new Map<string, DocumentNode>();
  const validations = new WeakMap<DocumentNode, readonly GraphQLError[]>();
  return {
    parse(source, options) {
      const text = typeof source === 'string' ? source : source.body;
      const cached = documents.get(text);
      if (cached) {
        documents.delete(text); // Map keeps insertion order: re-inserting marks it most recently used
        documents.set(text, cached);
        return cached;
      }
      const document = parseDocument(source, options); // a refused query throws and is never kept
      if (text.length <= MAX_CACHED_QUERY_LENGTH) {
        if (documents.size >= size) documents.delete(documents.keys().next().value!);
        documents.set(text, document);
      }
      return document;
    },
    validate(schema, document, rules, options, typeInfo) {
      const cached = validations.get(document);
      if (cached) return cached;
      const errors = validate(schema, document, rules, options, typeInfo);
      validations.set(document, errors);
      return errors;
    },
  };
}
