// A new reply outcome is one SDL value plus one row: this fails while an SDL value has no row (or a row no value),
// and shows the lists the api, the mocks and the dashboard read are the table's.
import { buildSchema, type GraphQLEnumType } from 'graphql';
import { typeDefs } from '../server';
import {
  ANSWER_OUTCOMES,
  COMPANY_STOP_OUTCOMES,
  FINAL_OUTCOMES,
  INTERVIEW_OUTCOMES,
  NOT_A_REPLY_OUTCOMES,
  OUTCOME_BEHAVIOUR,
  OUTCOME_CHOICES,
  REPLY_NOTE_FOR_OUTCOME,
} from './outcome-behaviour.rules';
import { REPLY_OUTCOMES, REPLY_OUTCOME_EFFECTS, REPLY_OUTCOME_LABELS } from './reply-outcome.rules';

const sdlOutcomes = (buildSchema(typeDefs).getType('ReplyOutcome') as GraphQLEnumType)
  .getValues()
  .map((value) => value.name)
  .sort();

describe('the outcome table', () => {
  it('has exactly one row for each ReplyOutcome value of the SDL', () => {
    expect(Object.keys(OUTCOME_BEHAVIOUR).sort()).toEqual(sdlOutcomes);
  });

  it('each SDL outcome has a label, an effect and a place in the one-click order', () => {
    expect(Object.keys(REPLY_OUTCOME_LABELS).sort()).toEqual(sdlOutcomes);
    expect(Object.keys(REPLY_OUTCOME_EFFECTS).sort()).toEqual(sdlOutcomes);
    expect([...REPLY_OUTCOMES].sort()).toEqual(sdlOutcomes);
  });

  it('drives the lists the product rules name', () => {
    expect(NOT_A_REPLY_OUTCOMES).toEqual(['APPLICATION_RECEIVED', 'OUT_OF_OFFICE']);
    expect(ANSWER_OUTCOMES).toEqual(['INTERVIEW_INVITE', 'NOT_MOVING_FORWARD', 'OTHER_REPLY', 'OFFER']);
    expect(INTERVIEW_OUTCOMES).toEqual(['INTERVIEW_INVITE', 'OFFER']);
    expect([...FINAL_OUTCOMES].sort()).toEqual(['BOUNCED', 'LEFT_COMPANY', 'NOT_MOVING_FORWARD', 'OFFER']);
    expect(COMPANY_STOP_OUTCOMES).toEqual(['INTERVIEW_INVITE']);
    expect(OUTCOME_CHOICES).not.toContain('BOUNCED');
    expect(REPLY_NOTE_FOR_OUTCOME).toEqual({ INTERVIEW_INVITE: 'THANK_YOU', NOT_MOVING_FORWARD: 'GRACIOUS_REPLY' });
  });

  it('an outcome that is no answer stops nothing, and an interview is an answer', () => {
    for (const row of Object.values(OUTCOME_BEHAVIOUR)) {
      if (row.stops === 'none') expect(row.isAnswer || row.final).toBe(false);
      if (row.isInterview) expect(row.isAnswer).toBe(true);
    }
  });
});
