import type {
  CampaignEmail as CampaignEmailType,
  Contact as ContactType,
  EmailAttachment as EmailAttachmentType,
  EmailSequence as EmailSequenceType,
  ContactPauseReason,
  ReplyOutcome,
  SequenceStopReason,
} from 'contracts/resolvers-types';
import type { Attachment, CampaignEmail, Contact, SequenceStep } from '../../db/schema';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A contact row as the GraphQL parent; campaign / campaignEmail(s) are filled by field resolvers (hence the cast). */
export function toContactParent(row: Contact): ContactType {
  const parent = {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    emailsSent: row.emailsSent,
    maxEmails: row.maxEmails,
    // A contact whose sequence has not started yet is in progress (product.md §4).
    status: row.status ?? 'IN_PROGRESS',
    isActive: row.isActive,
    errorMessage: row.errorMessage,
    stopReason: row.stopReason as SequenceStopReason | null,
    // Said only while the contact is paused: a resume (here or by isActive) ends it.
    pauseReason: row.isActive ? null : (row.pauseReason as ContactPauseReason | null),
    wroteByHandAt: iso(row.wroteByHandAt),
    // Only a reply the user marked can be undone.
    replyUndoUntil: row.stopReason === 'MARKED_REPLIED' ? iso(row.replyUndoUntil) : null,
    outcome: row.outcome as ReplyOutcome | null,
    outcomeProposed: row.outcomeProposed as ReplyOutcome | null,
    outcomeConfirmedAt: iso(row.outcomeConfirmedAt),
    outOfOfficeUntil: row.outOfOfficeUntil,
    interviewAt: iso(row.interviewAt),
    appliedAt: row.appliedAt,
    linkedInUrl: row.linkedinUrl,
    campaignId: row.campaignId,
  };
  return parent as ContactType;
}

export function toCampaignEmailParent(row: CampaignEmail): CampaignEmailType {
  return {
    id: row.id,
    subject: row.subject,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    status: row.status,
    scheduledFor: iso(row.scheduledFor),
    sentAt: iso(row.sentAt),
    respondedAt: iso(row.respondedAt),
    openedAt: iso(row.openedAt),
    errorMessage: row.errorMessage,
    bcc: row.bcc,
    threadId: row.threadId,
    outlookWebLink: row.outlookWebLink,
    position: row.position,
    contactId: row.contactId,
    campaignId: row.campaignId,
    kind: row.kind,
  };
}

/** A step as the GraphQL parent; emailAttachments is filled by a field resolver (hence the cast). */
export function toEmailSequenceParent(row: SequenceStep): EmailSequenceType {
  const parent = {
    id: row.id,
    subject: row.subject,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    daysDelay: row.daysDelay,
    position: row.position,
    nextMailInThread: row.nextMailInThread,
  };
  return parent as EmailSequenceType;
}

export function toEmailAttachmentParent(row: Attachment): EmailAttachmentType {
  return {
    id: row.id,
    fileName: row.fileName,
    fileSize: row.fileSize,
    fileType: row.fileType,
    createdAt: row.createdAt.toISOString(),
  };
}
