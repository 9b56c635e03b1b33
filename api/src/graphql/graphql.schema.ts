import { makeExecutableSchema } from '@graphql-tools/schema';
import type { Resolvers } from 'contracts/resolvers-types';
import { typeDefs } from 'contracts/server';
import type { GraphQLFieldResolver, GraphQLSchema } from 'graphql';
import type { GraphQLContext } from '../core/graphql-context.types';
import { notImplemented, unauthenticated } from '../core/graphql.errors';
import { domainResolvers, type ResolverDeps } from './domain-resolvers';

type RootResolver = GraphQLFieldResolver<unknown, GraphQLContext, Record<string, unknown>>;
type ResolverMap = Record<string, Record<string, unknown>>;

const ROOT_TYPES = ['Query', 'Mutation'] as const;

/** Operations a signed-out visitor may call (documented as public in the contract). */
export const PUBLIC_OPERATIONS: ReadonlySet<string> = new Set(['raiseAccessRequest']);

function requireUser(resolve: RootResolver): RootResolver {
  return (parent, args, ctx, info) => {
    if (!ctx.user) throw unauthenticated();
    return resolve(parent, args, ctx, info);
  };
}

const notImplementedResolver =
  (operation: string): RootResolver =>
  () => {
    throw notImplemented(operation);
  };

function mergeResolverMaps(maps: ResolverMap[]): ResolverMap {
  const merged: ResolverMap = {};
  for (const map of maps) {
    for (const [typeName, value] of Object.entries(map)) {
      // Object types merge field by field; scalars (GraphQLScalarType instances) are taken as they are.
      merged[typeName] = isPlainObject(value) ? { ...merged[typeName], ...value } : value;
    }
  }
  return merged;
}

const isPlainObject = (value: unknown) => Object.getPrototypeOf(value) === Object.prototype;

/**
 * The executable schema: the contract's SDL with our resolvers. Every root field exists in the contract;
 * those no domain implements yet answer NOT_IMPLEMENTED, and all but the public ones require a session.
 */
export function buildSchema(deps: ResolverDeps): GraphQLSchema {
  return schemaFrom(domainResolvers(deps));
}

/** The contract's schema with these resolver maps (buildSchema passes every module's). */
export function schemaFrom(maps: readonly Resolvers<GraphQLContext>[]): GraphQLSchema {
  const contractOnly = makeExecutableSchema({ typeDefs });
  const implemented = mergeResolverMaps(maps as unknown as ResolverMap[]);
  const resolvers: ResolverMap = { ...implemented };
  for (const rootType of ROOT_TYPES) {
    const fields = contractOnly.getType(rootType);
    if (!fields || !('getFields' in fields)) continue;
    const own = (implemented[rootType] ?? {}) as Record<string, RootResolver>;
    const guarded: Record<string, RootResolver> = {};
    for (const fieldName of Object.keys(fields.getFields())) {
      const resolve = own[fieldName] ?? notImplementedResolver(fieldName);
      guarded[fieldName] = PUBLIC_OPERATIONS.has(fieldName) ? resolve : requireUser(resolve);
    }
    resolvers[rootType] = guarded;
  }
  return makeExecutableSchema({ typeDefs, resolvers });
}

/** Root fields of the contract that none of these maps implements (they would answer NOT_IMPLEMENTED). */
export function unimplementedRootFields(maps: readonly Resolvers<GraphQLContext>[]): string[] {
  const contractOnly = makeExecutableSchema({ typeDefs });
  const implemented = mergeResolverMaps(maps as unknown as ResolverMap[]);
  return ROOT_TYPES.flatMap((rootType) => {
    const type = contractOnly.getType(rootType);
    const own = implemented[rootType] ?? {};
    return type && 'getFields' in type
      ? Object.keys(type.getFields())
          .filter((name) => !(name in own))
          .map((n) => `${rootType}.${n}`)
      : [];
  });
}
