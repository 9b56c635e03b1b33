import { useId, useState } from 'react';
import { Button } from 'antd';
import {
  ApproveReplyNoteDocument,
  DraftReplyNoteDocument,
  GetContactTimelineDocument,
  GetReplyNoteStateDocument,
  GetSingleContactDocument,
  INTERVIEW_TIME_PROMPT,
  REPLY_NOTE_APPROVE_LABELS,
  REPLY_NOTE_LABELS,
  REPLY_NOTE_OFFERS,
  TEXT_LIMITS,
  replyNoteNewConversation,
  sameConversationSubject,
  replyNoteApprovedToast,
  type ReplyNoteKind,
} from 'contracts';
import { useGraphQLQuery } from 'shared-ui';
import { formatMoment } from '../format';
import { useInvalidateOperations } from '../use-invalidate-operations';
import { errorText, usePageMutation } from '../use-page-mutation';
import { useToast } from '../use-toast';
import { ScheduledReplyNote } from './reply-note-scheduled';
import { useSetOutcome } from './use-set-outcome';
import './outcome.css';
import './reply-note-offer.css';

export interface ReplyNoteOfferProps {
  contactId: number;
}

/** 'Fri 9:00 AM in New York (Fri 3:00 PM your time)': the one moment format, the recipient's clock first. */
export function whenText(iso: string, recipientZone: string): string {
  return formatMoment(iso, recipientZone);
}

/** A `datetime-local` value (the browser's clock) as an ISO instant. */
const toInstant = (local: string) => new Date(local).toISOString();

function InterviewTime({ contactId }: { contactId: number }) {
  const id = useId();
  const [value, setValue] = useState('');
  const { setOutcome, saving } = useSetOutcome();
  return (
    <form
      className="db-outcome__form"
      onSubmit={(event) => {
        event.preventDefault();
        if (value) void setOutcome(contactId, 'INTERVIEW_INVITE', toInstant(value));
      }}
    >
      <span className="db-outcome__field">
        <label htmlFor={id}>{INTERVIEW_TIME_PROMPT}</label>
        <input
          id={id}
          className="db-outcome__input"
          type="datetime-local"
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      </span>
      <Button htmlType="submit" size="small" disabled={!value} loading={saving}>
        Save interview time
      </Button>
    </form>
  );
}

function NoteDraft({ contactId, kind, firstName }: { contactId: number; kind: ReplyNoteKind; firstName: string }) {
  const bodyId = useId();
  const subjectId = useId();
  const toast = useToast();
  const invalidate = useInvalidateOperations();
  // Mounted again when the interview time changes: the send time is drafted anew.
  const draft = useGraphQLQuery(DraftReplyNoteDocument, { contactId, kind }, { refetchOnMount: 'always' });
  const approve = usePageMutation(ApproveReplyNoteDocument);
  const drafted = draft.data?.draftReplyNote;
  // The user's text once they edit; until then the draft's.
  const [body, setBody] = useState<string | null>(null);
  const [subjectEdit, setSubject] = useState<string | null>(null);

  if (draft.isPending) return <p className="db-muted">Drafting…</p>;
  if (!drafted) return null;
  const text = body ?? drafted.body;
  const subject = subjectEdit ?? drafted.subject;
  // Gmail joins a note to the earlier emails only under their subject (product.md §10).
  const newConversation = !sameConversationSubject(subject, drafted.subject);

  const schedule = async () => {
    try {
      const { approveReplyNote } = await approve.mutateAsync({ contactId, kind, subject: subject.trim(), body: text });
      // A note approved inside the working hours goes at once: say it went, not 'scheduled for' this very minute.
      toast.success(
        replyNoteApprovedToast(
          kind,
          approveReplyNote.goesNow,
          whenText(approveReplyNote.scheduledFor ?? drafted.sendAt, approveReplyNote.timezone),
        ),
      );
    } catch (error) {
      toast.error(errorText(error));
    }
    await invalidate(GetReplyNoteStateDocument, GetSingleContactDocument, GetContactTimelineDocument);
  };

  return (
    <div className="db-reply-note__draft">
      <p className="db-reply-note__meta">
        <span>Goes {whenText(drafted.sendAt, drafted.timezone)}</span>
      </p>
      <label htmlFor={subjectId}>Subject</label>
      <input
        id={subjectId}
        className="db-reply-note__subject"
        maxLength={TEXT_LIMITS.subject}
        value={subject}
        onChange={(event) => setSubject(event.target.value)}
      />
      {newConversation ? <p className="db-reply-note__notice">{replyNoteNewConversation(firstName)}</p> : null}
      <label htmlFor={bodyId}>{REPLY_NOTE_LABELS[kind]} (you can edit it)</label>
      <textarea
        id={bodyId}
        className="db-reply-note__body"
        rows={9}
        maxLength={TEXT_LIMITS.replyNoteBody}
        value={text}
        onChange={(event) => setBody(event.target.value)}
      />
      <Button
        type="primary"
        loading={approve.isPending}
        disabled={!text.trim() || !subject.trim()}
        onClick={() => void schedule()}
      >
        {REPLY_NOTE_APPROVE_LABELS[kind]}
      </Button>
    </div>
  );
}

/**
 * The note a reply's outcome calls for (product.md §11): the offer with its editable draft, nothing sent until the
 * user approves; then when it goes (the recipient's time and the user's), or that it went.
 */
export function ReplyNoteOffer({ contactId }: ReplyNoteOfferProps) {
  const state = useGraphQLQuery(GetReplyNoteStateDocument, { contactId });
  const contact = state.data?.contact;
  const offer = contact?.replyNoteOffer ?? null;
  const note = contact?.replyNote ?? null;
  if (!contact || (!offer && !note)) return null;

  // Approved: where it is, with 'Edit' and 'Cancel note' while it waits (reply-note-scheduled.tsx).
  if (note && (note.kind === offer || !offer)) return <ScheduledReplyNote contactId={contactId} note={note} />;

  const kind = offer!;
  const asksInterviewTime = kind === 'THANK_YOU' && !contact.interviewAt;
  return (
    <section className="db-reply-note" aria-label={REPLY_NOTE_LABELS[kind]}>
      <h3 className="db-reply-note__title">{REPLY_NOTE_OFFERS[kind]}</h3>
      {asksInterviewTime ? <InterviewTime contactId={contactId} /> : null}
      <NoteDraft key={`${kind}-${contact.interviewAt ?? ''}`} contactId={contactId} kind={kind} firstName={contact.firstName} />
    </section>
  );
}
