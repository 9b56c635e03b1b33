// What each reply outcome does, in ONE table (product.md §1 "A reply has an outcome", §11): the api's delivery and
// read models, the mocks and the dashboard's controls all read their lists from here, so a new outcome is one SDL
// value plus one row (outcome-behaviour.rules.test.ts fails on an SDL value without a row).
import type { ReplyNoteKind, ReplyOutcome } from '../generated/client/graphql';

export interface OutcomeBehaviour {
  /** What setting it stops: this sequence, every sequence of the user at the company, or nothing (the follow-ups go on). */
  stops: 'sequence' | 'company' | 'none';
  /** It ends the application: the timeline shows it as the final outcome. */
  final: boolean;
  /** A real answer from the company (the funnel's 'replies', the company's reply time); notices and bounces are not. */
  isAnswer: boolean;
  /** The application reached an interview (an offer comes after one). */
  isInterview: boolean;
  /** The user can pick it in the app (a bounce is detected, never picked). */
  pickable: boolean;
  /** The note it offers after the reply, if any. */
  note: ReplyNoteKind | null;
  /** How the dashboard's badge reads it: good news, bad news, a plain answer, or a notice that is no answer. */
  tone: 'good' | 'bad' | 'answer' | 'notice';
}

/** The rows, in the order the pickers show them (REPLY_OUTCOMES, whose order the one-click links rely on, is apart). */
export const OUTCOME_BEHAVIOUR: Readonly<Record<ReplyOutcome, OutcomeBehaviour>> = {
  // prettier-ignore
  INTERVIEW_INVITE:     { stops: 'company',  final: false, isAnswer: true,  isInterview: true,  pickable: true,  note: 'THANK_YOU',      tone: 'good' },
  // prettier-ignore
  NOT_MOVING_FORWARD:   { stops: 'sequence', final: true,  isAnswer: true,  isInterview: false, pickable: true,  note: 'GRACIOUS_REPLY', tone: 'bad' },
  // prettier-ignore
  APPLICATION_RECEIVED: { stops: 'none',     final: false, isAnswer: false, isInterview: false, pickable: true,  note: null,             tone: 'notice' },
  // prettier-ignore
  OUT_OF_OFFICE:        { stops: 'none',     final: false, isAnswer: false, isInterview: false, pickable: true,  note: null,             tone: 'notice' },
  // prettier-ignore
  LEFT_COMPANY:         { stops: 'sequence', final: true,  isAnswer: false, isInterview: false, pickable: true,  note: null,             tone: 'answer' },
  // prettier-ignore
  BOUNCED:              { stops: 'sequence', final: true,  isAnswer: false, isInterview: false, pickable: false, note: null,             tone: 'bad' },
  // prettier-ignore
  OTHER_REPLY:          { stops: 'sequence', final: false, isAnswer: true,  isInterview: false, pickable: true,  note: null,             tone: 'answer' },
  // prettier-ignore
  OFFER:                { stops: 'sequence', final: true,  isAnswer: true,  isInterview: true,  pickable: true,  note: null,             tone: 'good' },
};

const ROWS = Object.entries(OUTCOME_BEHAVIOUR) as Array<[ReplyOutcome, OutcomeBehaviour]>;

/** The outcomes whose row passes `test`, in the table's order. */
export const outcomesWhere = (test: (row: OutcomeBehaviour) => boolean): readonly ReplyOutcome[] =>
  ROWS.filter(([, row]) => test(row)).map(([outcome]) => outcome);

/** The row of an outcome. */
export const outcomeBehaviour = (outcome: ReplyOutcome): OutcomeBehaviour => OUTCOME_BEHAVIOUR[outcome];

/** Automatic messages that are not an answer: a sequence a detector stopped for one of them resumes. */
export const NOT_A_REPLY_OUTCOMES = outcomesWhere((row) => row.stops === 'none');
/** The funnel's and the company reply time's real answers. */
export const ANSWER_OUTCOMES = outcomesWhere((row) => row.isAnswer);
/** The outcomes that mean the application reached an interview. */
export const INTERVIEW_OUTCOMES = outcomesWhere((row) => row.isInterview);
/** The outcomes that end an application: the timeline shows them as its final outcome. */
export const FINAL_OUTCOMES = outcomesWhere((row) => row.final);
/** The outcomes a user picks from in the app. */
export const OUTCOME_CHOICES = outcomesWhere((row) => row.pickable);
/** The outcomes that stop every sequence of the user at the company. */
export const COMPANY_STOP_OUTCOMES = outcomesWhere((row) => row.stops === 'company');

/** The note each outcome offers; the other outcomes offer none. */
export const REPLY_NOTE_FOR_OUTCOME: Readonly<Partial<Record<ReplyOutcome, ReplyNoteKind>>> = Object.fromEntries(
  ROWS.flatMap(([outcome, row]) => (row.note ? [[outcome, row.note]] : [])),
);
