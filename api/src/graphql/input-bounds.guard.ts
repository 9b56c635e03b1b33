// Refuses any text argument over its bound (contracts' INPUT_BOUNDS, OTHER_TEXT_BOUND for one it does not name;
// surrounding whitespace forgiven up to an allowance, as the validators trim)
// before the field's resolver runs, whatever the entry (inline literal or variable, nested in an input object or a
// list): no resolver, validator or writer ever sees a longer string. It runs on graphql-js's coerced arguments, so
// the check is one pass over what the operation actually uses. A mutation whose contract answers failures as a
// payload answers this refusal the same way; any other field is refused with BAD_USER_INPUT.
import { MapperKind, mapSchema } from '@graphql-tools/utils';
import {
  defaultFieldResolver,
  getNullableType,
  isInputObjectType,
  isListType,
  isScalarType,
  type GraphQLFieldConfig,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { inputBoundOf, isOverBound } from 'contracts';
import { badUserInput } from '../core/graphql.errors';

/** The refusal message for a value, or null when it is within every bound. */
type Check = (value: unknown) => string | null;

/** What each payload-answering mutation sends back for a refused argument (the same shape as its own refusals). */
const PAYLOAD_REFUSALS: Readonly<Record<string, (message: string) => Record<string, unknown>>> = {
  raiseAccessRequest: (message) => ({ success: false, message }),
  createCampaign: (message) => ({ success: false, message, campaign: null }),
  createContact: (message) => ({ success: false, message, contact: null, hasPermission: false }),
  createEmailSequence: (message) => ({ success: false, message, count: 0 }),
  saveSequenceDraft: (message) => ({ success: false, message, count: 0 }),
  generateJobEmails: (message) => ({ success: false, message, data: null }),
  importJobPosting: (message) => ({ posting: null, failure: { reason: 'BAD_URL', message, retryAt: null } }),
  // hasRefreshToken stays true: false would ask the user to authorize Gmail.
  sendTestEmail: (message) => ({ success: false, message, hasRefreshToken: true }),
  startGoogleAuthFlow: (message) => ({ success: false, message, url: null }),
  downgradeGmailToSendOnly: (message) => ({ success: false, message, url: null }),
  startOutlookConnection: (message) => ({ success: false, message, url: null }),
};

function firstProblem<T>(items: Iterable<T>, check: (item: T) => string | null): string | null {
  for (const item of items) {
    const problem = check(item);
    if (problem) return problem;
  }
  return null;
}

/** Builds the checks once per schema; input object types are shared (and may refer to themselves). */
function checkBuilder() {
  const ofInputType = new Map<string, Check | null>();

  function checkFor(type: GraphQLInputType, coordinate: string): Check | null {
    const inner = getNullableType(type);
    if (isListType(inner)) {
      const item = checkFor(inner.ofType, coordinate);
      return item && ((value) => (Array.isArray(value) ? firstProblem(value, item) : item(value)));
    }
    if (isScalarType(inner)) {
      if (inner.name !== 'String' && inner.name !== 'ID') return null;
      const { max, message } = inputBoundOf(coordinate);
      return (value) => (typeof value === 'string' && isOverBound(value, max) ? message : null);
    }
    if (!isInputObjectType(inner)) return null; // enums
    if (!ofInputType.has(inner.name)) {
      ofInputType.set(inner.name, (value) => ofInputType.get(inner.name)?.(value) ?? null); // a self-reference
      const fields = Object.values(inner.getFields())
        .map((field) => [field.name, checkFor(field.type, `${inner.name}.${field.name}`)] as const)
        .filter((entry): entry is readonly [string, Check] => entry[1] !== null);
      ofInputType.set(
        inner.name,
        fields.length === 0
          ? null
          : (value) =>
              typeof value === 'object' && value !== null
                ? firstProblem(fields, ([name, check]) => check((value as Record<string, unknown>)[name]))
                : null,
      );
    }
    return ofInputType.get(inner.name) ?? null;
  }
  return checkFor;
}

/** The schema with every field that takes text arguments checking them first. */
export function withInputBounds(schema: GraphQLSchema): GraphQLSchema {
  const checkFor = checkBuilder();
  const mutationType = schema.getMutationType()?.name;
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (config: GraphQLFieldConfig<unknown, unknown>, fieldName, typeName) => {
      const checks = Object.entries(config.args ?? {})
        .map(([name, arg]) => [name, checkFor(arg.type, `${typeName}.${fieldName}(${name}:)`)] as const)
        .filter((entry): entry is readonly [string, Check] => entry[1] !== null);
      if (checks.length === 0) return config;
      const payloadRefusal = typeName === mutationType ? PAYLOAD_REFUSALS[fieldName] : undefined;
      const resolve = config.resolve ?? defaultFieldResolver;
      return {
        ...config,
        resolve: (parent, args: Record<string, unknown>, context, info) => {
          const problem = firstProblem(checks, ([name, check]) => check(args[name]));
          if (!problem) return resolve(parent, args, context, info);
          if (payloadRefusal) return payloadRefusal(problem);
          throw badUserInput(problem);
        },
      };
    },
  });
}
