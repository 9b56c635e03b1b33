// Node-only entry ('contracts/server'): the schema as SDL for the api. The SDL comes from a generated TS constant
// (see codegen/type-defs.plugin.cjs) rather than fs reads, so it loads identically under tsx (ESM) and jest (CJS).
import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { GRAPHQL_ERROR_CODES } from './auth/auth-contract';

export { typeDefs } from './generated/type-defs';

function toIsoString(value: unknown, extensions?: { code: string }): string {
  const date = value instanceof Date ? value : typeof value === 'string' || typeof value === 'number' ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) {
    throw new GraphQLError(`DateTime cannot represent an invalid date: ${String(value)}`, { extensions });
  }
  return date.toISOString();
}

/** A client's malformed DateTime is bad input (graphql-js keeps the code on the variable or literal error). */
const BAD_INPUT = { code: GRAPHQL_ERROR_CODES.badUserInput };

/**
 * The DateTime scalar: accepts Date, ISO string or epoch milliseconds from resolvers and always sends an ISO string;
 * parses incoming ISO strings to an ISO string (resolver types use `string`).
 */
export const dateTimeScalar = new GraphQLScalarType<string, string>({
  name: 'DateTime',
  description: 'An instant in time as an ISO-8601 string in UTC.',
  serialize: (value) => toIsoString(value),
  parseValue: (value) => {
    if (typeof value !== 'string') throw new GraphQLError('DateTime must be an ISO-8601 string', { extensions: BAD_INPUT });
    return toIsoString(value, BAD_INPUT);
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new GraphQLError('DateTime must be an ISO-8601 string', { extensions: BAD_INPUT });
    return toIsoString(ast.value, BAD_INPUT);
  },
});
