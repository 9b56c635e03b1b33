// The template writer's notes after a reply (product.md §11): a thank-you after an interview and a gracious answer
// to a 'not moving forward'. Short (REPLY_NOTE_WORDS), greeting the contact by first name, naming the role and the
// company when known, signed with the user's name; nothing left to fill in by hand. Deterministic per user and role.
import type { ReplyNoteKind } from 'contracts';
import { stablePicker } from './stable-pick.util';

export interface ReplyNoteInput {
  kind: ReplyNoteKind;
  /** The interviewer's (the contact's) first name. */
  firstName: string;
  /** The user's name, the signature. */
  userName: string;
  role: string | null;
  company: string | null;
  /** Stable per user (the user id): one user keeps the same phrasing. */
  seed: string;
}

export interface DraftedNote {
  body: string;
}

const THANK_YOU_OPENINGS = [
  'Thank you for taking the time to speak with me about {position}. I enjoyed learning more about the team and the work ahead, and our conversation made me even more excited about the opportunity.',
  'Thank you again for the interview for {position}. It was a pleasure to hear how the team works and what the role will focus on, and I came away even more interested in joining.',
];
const THANK_YOU_CLOSES = [
  'If anything else would help as you make your decision, I would be glad to send it. I look forward to hearing about the next steps.',
  'Please let me know if I can share anything else that would help. I look forward to hearing from you about the next steps.',
];
const GRACIOUS_OPENINGS = [
  'Thank you for letting me know, and for considering me for {position}. I appreciate you taking the time to tell me.',
  'Thank you for getting back to me about {position}, and for the time you and the team gave my application.',
];
const GRACIOUS_CLOSES = [
  'I enjoyed learning about {company} and would be glad to be considered for future roles that fit my background, so please keep me in mind.',
  'I remain very interested in {company}, so please keep me in mind for future roles where my experience could help.',
];
const SIGN_OFFS = ['Best regards,', 'Kind regards,', 'All the best,'];

/** 'the Platform Engineer role at Acme', 'the Platform Engineer role', 'the role at Acme', 'the role'. */
function positionPhrase(role: string | null, company: string | null): string {
  const named = role ? `the ${role} role` : 'the role';
  return company ? `${named} at ${company}` : named;
}

export function draftReplyNoteFromTemplate(input: ReplyNoteInput): DraftedNote {
  const pick = stablePicker(input.seed, `${input.kind}\u0000${input.role ?? ''}`);
  const thanks = input.kind === 'THANK_YOU';
  const fill = (text: string) =>
    text.replace('{position}', positionPhrase(input.role, input.company)).replace('{company}', input.company ?? 'the team');
  const opening = fill(pick('opening', thanks ? THANK_YOU_OPENINGS : GRACIOUS_OPENINGS));
  const close = fill(pick('close', thanks ? THANK_YOU_CLOSES : GRACIOUS_CLOSES));
  const greeting = `${pick('greeting', ['Hi', 'Hello'])} ${input.firstName.trim() || 'there'},`;
  const body = [greeting, opening, close, `${pick('sign-off', SIGN_OFFS)}\n${input.userName.trim()}`].join('\n\n');
  return { body };
}
