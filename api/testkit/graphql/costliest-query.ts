// The most expensive query the request rules allow, of the kind the abuse probe used (issue 40, row 2): as many
// contact lists of 100 as the rules let through, each asking for every per-contact and per-campaign field that reads
// the database. Checked against the same rules /graphql applies, so it is accepted, and one more list would not be.
import { makeExecutableSchema } from '@graphql-tools/schema';
import { getOperationAST, Kind, specifiedRules, validate, type FragmentDefinitionNode, type GraphQLSchema } from 'graphql';
import { typeDefs } from 'contracts/server';
import { costRules, parseWithTokenCap } from '../../src/graphql/graphql-request.guards';
import { priceSelections } from '../../src/graphql/query-cost.rule';

/** Every field of a contact that reads the database, with most of what each answers (the answer's size counts). */
const WIDE = `fragment Costly on Contact {
  id email firstName lastName status outcome outcomeProposed replyNoteOffer
  campaign {
    id name contacts emailsOpened sequenceSize isDraft nextSendAt gmailSendingPausedUntil averageResponseRate averageResponseTime
    emailSequences { edges { node { id subject daysDelay } } }
  }
  campaignEmail { id status }
  campaignEmails { id subject status sentAt }
  replyOutcomes { id outcome occurredAt }
  replyNote { id kind status }
}`;

/** The same statements with the least answer: the most lists (and statements) the budgets let through. */
const LEAN = `fragment Costly on Contact {
  id
  campaign { contacts sequenceSize isDraft nextSendAt gmailSendingPausedUntil emailSequences { edges { node { id } } } }
  campaignEmail { id }
  replyOutcomes { id }
  replyNote { id }
}`;

export type CostlyShape = 'wide' | 'lean';
const FRAGMENTS: Record<CostlyShape, string> = { wide: WIDE, lean: LEAN };

let contractSchema: GraphQLSchema | undefined;
const schema = () => (contractSchema ??= makeExecutableSchema({ typeDefs }));

/** One list per campaign id (distinct contacts, so the request's loaders cache nothing across lists), `lists` long. */
export function contactListsQuery(campaignIds: readonly number[], lists: number, shape: CostlyShape = 'wide'): string {
  const fields = Array.from({ length: lists }, (_, i) => {
    const campaignId = campaignIds[i % campaignIds.length];
    return `l${i}: contacts(pagination: { first: 100 }, filter: { campaignId: ${campaignId} }) { totalCount edges { node { ...Costly } } }`;
  });
  return `query Costliest { ${fields.join(' ')} }\n${FRAGMENTS[shape]}`;
}

/** The messages the request rules answer for this query text (none: it would run). */
export function ruleErrors(query: string): string[] {
  try {
    return validate(schema(), parseWithTokenCap(query), [...specifiedRules, ...costRules]).map((error) => error.message);
  } catch (error) {
    return [(error as Error).message];
  }
}

/** The longest contactListsQuery of this shape the rules accept, with its number of lists. */
export function costliestAllowedQuery(campaignIds: readonly number[], shape: CostlyShape = 'wide') {
  let lists = 0;
  while (lists < 1_000 && ruleErrors(contactListsQuery(campaignIds, lists + 1, shape)).length === 0) lists++;
  return { query: contactListsQuery(campaignIds, lists, shape), lists, shape };
}

/** What the cost rule prices a query at (statements, values). */
export function priceOf(query: string) {
  const document = parseWithTokenCap(query);
  const operation = getOperationAST(document)!;
  const fragments = new Map(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d] as const),
  );
  const { statements, values } = priceSelections(schema(), operation.selectionSet, schema().getQueryType()!, (name) =>
    fragments.get(name),
  );
  return { statements, values };
}
