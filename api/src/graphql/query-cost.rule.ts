// Prices a query by what it makes the database and the api do, before anything runs (product.md §13): each field's
// statements from field-prices.ts (a batched field is one statement per place in the query, however many list items
// ask for it; a per-parent field runs for each parent, so it is refused inside a list), and the values of the answer,
// each list counted at its page size. A query over either budget is refused with a message that says which.
import {
  GraphQLError,
  getNamedType,
  getOperationAST,
  getNullableType,
  isCompositeType,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  type ASTVisitor,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
  type ValueNode,
} from 'graphql';
import { GRAPHQL_REQUEST_LIMITS as LIMITS, oneParentOnly, queryTooManyStatements, queryTooManyValues } from 'contracts';
import { MAX_PAGE_SIZE } from '../core/cursor-pagination.util';
import { DEFAULT_LIST_SIZE, DEFAULT_ROOT_STATEMENTS, FIELD_PRICES, LIST_SIZES, ROOT_PRICES } from './field-prices';

export interface QueryPrice {
  statements: number;
  values: number;
  /** Per-parent fields asked inside a list (refused). */
  inLists: Array<{ field: string; parent: string; node: FieldNode }>;
}

interface Place {
  type: GraphQLCompositeType;
  /** How many objects of `type` this place stands for. */
  parents: number;
  inList: boolean;
  path: string;
  /** The page size of the connection this place is inside (its `edges` list), when it is one. */
  pageSize?: number;
}

type Fragments = (name: string) => FragmentDefinitionNode | null | undefined;

/** `first`/`last` of a `pagination` argument when written out; a variable or no argument counts as the largest page. */
function pageSizeOf(field: FieldNode): number | undefined {
  const pagination = field.arguments?.find((argument) => argument.name.value === 'pagination');
  if (!pagination) return undefined;
  const value: ValueNode = pagination.value;
  if (value.kind !== Kind.OBJECT) return MAX_PAGE_SIZE;
  const sizes = value.fields
    .filter((entry) => entry.name.value === 'first' || entry.name.value === 'last')
    .map((entry) => (entry.value.kind === Kind.INT ? Math.max(0, Number(entry.value.value)) : MAX_PAGE_SIZE));
  return sizes.length ? Math.min(MAX_PAGE_SIZE, Math.max(...sizes)) : MAX_PAGE_SIZE;
}

function listSize(coordinate: string, place: Place, field: GraphQLField<unknown, unknown>): number {
  const bound = LIST_SIZES[coordinate] ?? Number.POSITIVE_INFINITY;
  const isEdges = field.name === 'edges' && place.type.name.endsWith('Connection');
  const wanted = isEdges ? (place.pageSize ?? MAX_PAGE_SIZE) : DEFAULT_LIST_SIZE;
  return Math.min(bound, wanted);
}

/** The price of one operation's selections (fragments followed, each spread priced where it is spread). */
export function priceSelections(
  schema: GraphQLSchema,
  selectionSet: SelectionSetNode,
  root: GraphQLCompositeType,
  fragments: Fragments,
) {
  const price: QueryPrice = { statements: 0, values: 0, inLists: [] };
  const batches = new Set<string>();
  const roots = new Set([schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]);
  const spreading = new Set<string>();
  let read = 0;
  // Past the value budget, or past the selections it may read, the query is refused whatever follows: stop there.
  const overBudget = () => {
    if (++read > LIMITS.maxPricedSelections) price.values = Math.max(price.values, LIMITS.maxResultValues + 1);
    return price.values > LIMITS.maxResultValues;
  };

  const priceField = (node: FieldNode, place: Place) => {
    const name = node.name.value;
    price.values += place.parents;
    if (name.startsWith('__')) return; // __typename, and introspection (bounded by depth and tokens)
    if (!isObjectType(place.type) && !isInterfaceType(place.type)) return;
    const field = place.type.getFields()[name];
    if (!field) return; // graphql-js's own rules report it
    const coordinate = `${place.type.name}.${name}`;
    const path = `${place.path}.${node.alias?.value ?? name}`;
    if (roots.has(place.type as never)) {
      price.statements += ROOT_PRICES[coordinate] ?? DEFAULT_ROOT_STATEMENTS;
    } else {
      const fieldPrice = FIELD_PRICES[coordinate];
      if (fieldPrice?.kind === 'batched') {
        const batch = fieldPrice.perRequest ? fieldPrice.loader : `${place.path}|${fieldPrice.loader}`;
        if (!batches.has(batch)) price.statements += 1;
        batches.add(batch);
      } else if (fieldPrice?.kind === 'per-parent') {
        price.statements += fieldPrice.statements * place.parents;
        if (place.inList) price.inLists.push({ field: name, parent: place.type.name.toLowerCase(), node });
      }
    }
    const type = getNullableType(field.type);
    const isList = isListType(type);
    const items = isList ? place.parents * listSize(coordinate, place, field) : place.parents;
    const named = getNamedType(field.type);
    if (!node.selectionSet || !isCompositeType(named)) {
      if (isList) price.values += items - place.parents;
      return;
    }
    const inList = place.inList || isList;
    walk(node.selectionSet, { type: named, parents: items, inList, path, pageSize: pageSizeOf(node) });
  };

  const walk = (selectionSet: SelectionSetNode, place: Place) => {
    for (const selection of selectionSet.selections) {
      if (overBudget()) return;
      if (selection.kind === Kind.FIELD) priceField(selection, place);
      else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : place.type;
        if (isCompositeType(type)) walk(selection.selectionSet, { ...place, type });
      } else {
        const fragment = fragments(selection.name.value);
        if (!fragment || spreading.has(selection.name.value)) continue; // unknown or cyclic: graphql-js reports it
        const type = schema.getType(fragment.typeCondition.name.value);
        if (!isCompositeType(type)) continue;
        spreading.add(selection.name.value);
        walk(fragment.selectionSet, { ...place, type });
        spreading.delete(selection.name.value);
      }
    }
  };

  walk(selectionSet, { type: root, parents: 1, inList: false, path: '' });
  return price;
}

const prices = new WeakMap<DocumentNode, QueryPrice | null>();

/** The price of the operation a request runs (null when there is none); kept per parsed document. */
export function priceOperation(schema: GraphQLSchema, document: DocumentNode, operationName?: string | null) {
  if (!operationName && prices.has(document)) return prices.get(document)!;
  const operation = getOperationAST(document, operationName);
  const root = operation && schema.getRootType(operation.operation);
  const fragments = new Map(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d] as const),
  );
  const price = operation && root ? priceSelections(schema, operation.selectionSet, root, (name) => fragments.get(name)) : null;
  if (!operationName) prices.set(document, price);
  return price;
}

/** Refuses an operation over LIMITS.maxStatements or LIMITS.maxResultValues, and per-parent fields inside lists. */
export const queryCostRule: ValidationRule = (context: ValidationContext): ASTVisitor => ({
  OperationDefinition(operation) {
    const schema = context.getSchema();
    const root =
      operation.operation === 'query'
        ? schema.getQueryType()
        : operation.operation === 'mutation'
          ? schema.getMutationType()
          : schema.getSubscriptionType();
    if (!root) return;
    const price = priceSelections(schema, operation.selectionSet, root, (name) => context.getFragment(name));
    for (const { field, parent, node } of price.inLists) {
      context.reportError(new GraphQLError(oneParentOnly(field, parent), { nodes: [node] }));
    }
    if (price.statements > LIMITS.maxStatements) {
      context.reportError(
        new GraphQLError(queryTooManyStatements(price.statements, LIMITS.maxStatements), { nodes: [operation] }),
      );
    }
    if (price.values > LIMITS.maxResultValues) {
      context.reportError(new GraphQLError(queryTooManyValues(price.values, LIMITS.maxResultValues), { nodes: [operation] }));
    }
  },
});
