// draftReplyNote / approveReplyNote and Contact.replyNoteOffer / replyNote over the in-memory data, by the api's rules
// (product.md §11): the outcome offers the note (an interview: a thank-you at 9:00 the next business morning in the
// sequence's zone; not moving forward: a gracious reply in the next working hour), approval schedules it once in the
// thread of the sequence's first email; a scheduled one can be edited or cancelled until it goes (a cancelled one is
// offered again). The draft's wording here is the mock's own.
import {
  REPLY_NOTE_ALREADY_APPROVED,
  REPLY_NOTE_BODY_EMPTY,
  REPLY_NOTE_NO_THREAD,
  hasReplyNotePlaceholder,
  REPLY_NOTE_PLACEHOLDER_LEFT,
  REPLY_NOTE_NONE_SCHEDULED,
  REPLY_NOTE_NOT_CHANGEABLE,
  REPLY_NOTE_SUBJECT_EMPTY,
  replyNoteCancelled,
  replyNoteNotOffered,
  replyNoteOfferOf,
  buildReplyNoteView,
  type ReplyNoteKind,
  type ReplyOutcome,
  type WorkWeek,
} from 'contracts';
import { noteSendAt } from 'contracts/schedule';
import type { CampaignRecord, ContactRecord, EmailRecord, MockData } from './demo.fixtures';
import { replyNoteSourceOf } from './read-model-sources.util';

const NOTE_POSITION: Record<ReplyNoteKind, number> = { THANK_YOU: 1001, GRACIOUS_REPLY: 1002 };

const offerOf = (contact: ContactRecord): ReplyNoteKind | null =>
  replyNoteOfferOf({
    outcome: (contact.outcome ?? null) as ReplyOutcome | null,
    outcomeProposed: (contact.outcomeProposed ?? null) as ReplyOutcome | null,
  });

/** When an approved note goes: the api's rule (contracts/schedule) over the sequence's sending settings. */
function sendAtOf(kind: ReplyNoteKind, contact: ContactRecord, campaign: CampaignRecord, now: Date): Date {
  return noteSendAt({
    kind,
    interviewAt: contact.interviewAt ? new Date(contact.interviewAt) : null,
    now,
    settings: {
      zone: campaign.timezone,
      excludeWeekends: campaign.excludeWeekends,
      windowStart: campaign.sendWindowStart,
      windowEnd: campaign.sendWindowEnd,
      workWeek: (campaign.workWeek ?? null) as WorkWeek | null,
    },
  });
}

/** 'the Product Designer role at Globex', read as the api does from the first email and the address. */
function positionOf(first: EmailRecord, address: string | null): { position: string; company: string } {
  const role = /applied for the (.+?) (?:role|position)\b/i.exec(first.body)?.[1] ?? null;
  const label = address?.split('@')[1]?.split('.')[0] ?? '';
  const company = label ? label[0]!.toUpperCase() + label.slice(1) : '';
  const named = role ? `the ${role} role` : 'the role';
  return { position: company ? `${named} at ${company}` : named, company: company || 'the team' };
}

function noteBody(kind: ReplyNoteKind, firstName: string, userName: string, at: { position: string; company: string }): string {
  const lines =
    kind === 'THANK_YOU'
      ? [
          `Hi ${firstName},`,
          `Thank you for taking the time to speak with me about ${at.position}. I enjoyed learning more about the team and the work ahead, and our conversation made me even more excited about the opportunity.`,
          'If anything else would help as you make your decision, I would be glad to send it. I look forward to hearing about the next steps.',
        ]
      : [
          `Hi ${firstName},`,
          `Thank you for letting me know, and for considering me for ${at.position}. I appreciate you taking the time to tell me.`,
          `I enjoyed learning about ${at.company} and would be glad to be considered for future roles that fit my background, so please keep me in mind.`,
        ];
  return [...lines, `Best regards,\n${userName}`].join('\n\n');
}

/** The approval's text rules (also an edit's): trimmed, not empty, no placeholder left. */
function checkedText(args: { subject: string; body: string }, badInput: (message: string) => Error) {
  const subject = args.subject.trim();
  const body = args.body.trim();
  if (!subject) throw badInput(REPLY_NOTE_SUBJECT_EMPTY);
  if (!body) throw badInput(REPLY_NOTE_BODY_EMPTY);
  if (hasReplyNotePlaceholder(subject) || hasReplyNotePlaceholder(body)) throw badInput(REPLY_NOTE_PLACEHOLDER_LEFT);
  return { subject, body };
}

export interface ReplyNoteMockDeps {
  data: MockData;
  now: () => Date;
  badInput: (message: string) => Error;
  notFound: (message: string) => Error;
}

export function createReplyNoteMock({ data, now, badInput, notFound }: ReplyNoteMockDeps) {
  function offering(contactId: number, kind: ReplyNoteKind) {
    const contact = data.contacts.find((x) => x.id === contactId);
    const campaign = contact && data.campaigns.find((c) => c.id === contact.campaignId);
    if (!contact || !campaign) throw notFound('Contact not found');
    if (offerOf(contact) !== kind) throw badInput(replyNoteNotOffered(kind));
    const first = data.emails
      .filter((e) => e.contactId === contact.id && e.threadId && e.sentAt && (e.kind ?? 'SEQUENCE') === 'SEQUENCE')
      .sort((a, b) => a.position - b.position)[0];
    if (!first) throw badInput(REPLY_NOTE_NO_THREAD);
    return { contact, campaign, first };
  }

  const noteOf = (contactId: number) =>
    data.emails.filter((e) => e.contactId === contactId && e.kind && e.kind !== 'SEQUENCE').sort((a, b) => b.id - a.id)[0];

  /** The contact's note while it waits (the mock has no send worker: unsent means unclaimed). */
  function scheduledNote(contactId: number): EmailRecord {
    if (!data.contacts.some((x) => x.id === contactId)) throw notFound('Contact not found');
    const note = noteOf(contactId);
    if (!note) throw badInput(REPLY_NOTE_NONE_SCHEDULED);
    if (note.sentAt || note.status !== 'SCHEDULED') throw badInput(REPLY_NOTE_NOT_CHANGEABLE);
    return note;
  }

  const noteView = (email: EmailRecord) => buildReplyNoteView(replyNoteSourceOf(email, data), now());

  return {
    replyNoteOf(contact: ContactRecord) {
      const note = noteOf(contact.id);
      return note ? noteView(note) : null;
    },
    query: {
      draftReplyNote(args: { contactId: number; kind: ReplyNoteKind }) {
        const { contact, campaign, first } = offering(args.contactId, args.kind);
        return {
          kind: args.kind,
          subject: `Re: ${first.subject.replace(/^(re:\s*)+/i, '')}`,
          body: noteBody(args.kind, contact.firstName, data.user.name, positionOf(first, contact.email)),
          sendAt: sendAtOf(args.kind, contact, campaign, now()).toISOString(),
          timezone: campaign.timezone,
        };
      },
    },
    mutation: {
      approveReplyNote(args: { contactId: number; kind: ReplyNoteKind; subject: string; body: string }) {
        const { subject, body } = checkedText(args, badInput);
        const { contact, campaign, first } = offering(args.contactId, args.kind);
        if (data.emails.some((e) => e.contactId === contact.id && e.kind === args.kind))
          throw badInput(REPLY_NOTE_ALREADY_APPROVED);
        const at = now().toISOString();
        const email: EmailRecord = {
          id: Math.max(0, ...data.emails.map((e) => e.id)) + 1,
          campaignId: campaign.id,
          contactId: contact.id,
          position: NOTE_POSITION[args.kind],
          subject,
          body,
          status: 'SCHEDULED',
          scheduledFor: sendAtOf(args.kind, contact, campaign, now()).toISOString(),
          sentAt: null,
          openedAt: null,
          respondedAt: null,
          errorMessage: null,
          bcc: null,
          threadId: first.threadId,
          createdAt: at,
          updatedAt: at,
          kind: args.kind,
        };
        data.emails.push(email);
        return noteView(email);
      },
      updateReplyNote(args: { contactId: number; subject: string; body: string }) {
        const { subject, body } = checkedText(args, badInput);
        const note = scheduledNote(args.contactId);
        Object.assign(note, { subject, body, updatedAt: now().toISOString() });
        return noteView(note);
      },
      cancelReplyNote(args: { contactId: number }) {
        const note = scheduledNote(args.contactId);
        data.emails.splice(data.emails.indexOf(note), 1);
        return { success: true, message: replyNoteCancelled(note.kind as ReplyNoteKind), kind: note.kind };
      },
    },
  };
}
