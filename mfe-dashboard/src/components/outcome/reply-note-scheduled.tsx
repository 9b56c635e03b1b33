import { useId, useState } from 'react';
import { App, Button, Space } from 'antd';
import {
  CancelReplyNoteDocument,
  REPLY_NOTE_CANCEL_LABEL,
  REPLY_NOTE_CANCEL_TEXT,
  REPLY_NOTE_CANCEL_TITLE,
  REPLY_NOTE_DISCARD_EDIT_LABEL,
  REPLY_NOTE_EDIT_LABEL,
  REPLY_NOTE_KEEP_LABEL,
  REPLY_NOTE_LABELS,
  REPLY_NOTE_SAVE_LABEL,
  TEXT_LIMITS,
  UpdateReplyNoteDocument,
  replyNoteFailed,
  replyNoteGoingNow,
  replyNoteScheduled,
  replyNoteSent,
  replyNoteUpdated,
  type GetReplyNoteStateQuery,
} from 'contracts';
import { useInvalidateSequence } from 'shared-ui';
import { formatMoment } from '../format';
import { errorText, usePageMutation } from '../use-page-mutation';
import { useToast } from '../use-toast';

type Note = NonNullable<NonNullable<GetReplyNoteStateQuery['contact']>['replyNote']>;

/** Where the approved note is: sent, failed, going out now, or when it goes (the recipient's time and the user's). */
export function noteStatusText(note: Note): string {
  if (note.status === 'SENT') return replyNoteSent(note.kind, formatMoment(note.sentAt ?? note.scheduledFor!, note.timezone));
  if (note.status === 'FAILED') return replyNoteFailed(note.kind, note.errorMessage ?? '');
  if (note.goesNow) return replyNoteGoingNow(note.kind);
  return replyNoteScheduled(note.kind, formatMoment(note.scheduledFor!, note.timezone));
}

function NoteEditor({ contactId, note, onDone }: { contactId: number; note: Note; onDone: () => void }) {
  const subjectId = useId();
  const bodyId = useId();
  const toast = useToast();
  const invalidate = useInvalidateSequence();
  const update = usePageMutation(UpdateReplyNoteDocument);
  const [subject, setSubject] = useState(note.subject);
  const [body, setBody] = useState(note.body);

  const save = async () => {
    try {
      const { updateReplyNote } = await update.mutateAsync({ contactId, subject: subject.trim(), body });
      toast.success(
        replyNoteUpdated(updateReplyNote.kind, formatMoment(updateReplyNote.scheduledFor!, updateReplyNote.timezone)),
      );
      onDone();
    } catch (error) {
      toast.error(errorText(error));
    }
    await invalidate({ contactId });
  };

  return (
    <div className="db-reply-note__draft">
      <label htmlFor={subjectId}>Subject</label>
      <input
        id={subjectId}
        className="db-reply-note__subject"
        maxLength={TEXT_LIMITS.subject}
        value={subject}
        onChange={(event) => setSubject(event.target.value)}
      />
      <label htmlFor={bodyId}>{REPLY_NOTE_LABELS[note.kind]}</label>
      <textarea
        id={bodyId}
        className="db-reply-note__body"
        rows={9}
        maxLength={TEXT_LIMITS.replyNoteBody}
        value={body}
        onChange={(event) => setBody(event.target.value)}
      />
      <Space wrap>
        <Button type="primary" loading={update.isPending} disabled={!body.trim() || !subject.trim()} onClick={() => void save()}>
          {REPLY_NOTE_SAVE_LABEL}
        </Button>
        <Button onClick={onDone}>{REPLY_NOTE_DISCARD_EDIT_LABEL}</Button>
      </Space>
    </div>
  );
}

/**
 * An approved note (product.md §11): where it is, and while it waits 'Edit' and 'Cancel note'. The server refuses
 * both once the send worker has taken it; a cancelled note is offered again.
 */
export function ScheduledReplyNote({ contactId, note }: { contactId: number; note: Note }) {
  const { modal } = App.useApp();
  const toast = useToast();
  const invalidate = useInvalidateSequence();
  const cancel = usePageMutation(CancelReplyNoteDocument);
  const [editing, setEditing] = useState(false);
  // Due now: the worker takes it within moments, so there is nothing left to edit.
  const waiting = note.status === 'SCHEDULED' && !note.goesNow;

  const cancelNote = async () => {
    try {
      const { cancelReplyNote } = await cancel.mutateAsync({ contactId });
      toast.success(cancelReplyNote.message);
    } catch (error) {
      toast.error(errorText(error));
    }
    await invalidate({ contactId });
  };

  const confirmCancel = () =>
    modal.confirm({
      title: REPLY_NOTE_CANCEL_TITLE,
      content: REPLY_NOTE_CANCEL_TEXT,
      okText: REPLY_NOTE_CANCEL_LABEL,
      okButtonProps: { danger: true },
      cancelText: REPLY_NOTE_KEEP_LABEL,
      onOk: cancelNote,
    });

  return (
    <section className="db-reply-note" aria-label={REPLY_NOTE_LABELS[note.kind]}>
      <p role="status">{noteStatusText(note)}</p>
      {waiting && editing ? <NoteEditor contactId={contactId} note={note} onDone={() => setEditing(false)} /> : null}
      {waiting && !editing ? (
        <Space wrap>
          <Button size="small" onClick={() => setEditing(true)}>
            {REPLY_NOTE_EDIT_LABEL}
          </Button>
          <Button size="small" danger loading={cancel.isPending} onClick={confirmCancel}>
            {REPLY_NOTE_CANCEL_LABEL}
          </Button>
        </Space>
      ) : null}
    </section>
  );
}
