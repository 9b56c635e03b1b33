// The wizard's server-saved draft (saveSequenceDraft): its answers and the quiet save status the editor shows.
export const SEQUENCE_DRAFT_SAVED = 'Draft saved';
/** A running sequence's steps change only through 'Send Follow-Up' (createEmailSequence), never by autosave. */
export const SEQUENCE_DRAFT_RUNNING = 'This sequence is already sending: your changes are saved when you schedule it again.';
/** Milliseconds after the last edit before the draft is saved. */
export const SEQUENCE_DRAFT_SAVE_DELAY_MS = 1_000;
export const DRAFT_STATUS_LABELS = {
  saving: 'Saving…',
  saved: 'Saved',
  unsaved: 'Not saved yet',
} as const;
/** The wizard's send button while the sequence is being scheduled (it takes no second click meanwhile). */
export const SCHEDULING_SEQUENCE_LABEL = 'Scheduling…';
export const LEAVE_WITH_UNSAVED_DRAFT = 'Your latest changes are not saved yet. Leave anyway?';
/** A sequence whose steps may be saved but whose contacts were never scheduled (e.g. the chat left waiting for Gmail). */
export const SEQUENCE_IS_DRAFT = 'This sequence is a draft: nothing is scheduled yet. Finish it to start sending.';
export const FINISH_SEQUENCE = 'Finish sequence';
