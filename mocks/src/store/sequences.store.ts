// Email sequences: schedule one (uses the month's quota), save a draft, preview the send times.
import {
  ATTACHMENT_NOT_FOUND,
  GMAIL_ACCESS_REQUIRED,
  SEQUENCE_DRAFT_RUNNING,
  SEQUENCE_DRAFT_SAVED,
  SEQUENCE_QUOTA_REACHED,
  SEQUENCE_SCHEDULED,
  normalizeSequenceSteps,
  planById,
  sequencesTotal,
  unsendableStepsMessage,
  validateSequenceSteps,
  type CreateEmailSequenceInput,
} from 'contracts';
import { sortRows } from './connection.util';
import { schedulePreview, type SchedulePreviewArgs } from './schedule-preview.util';
import type { StoreContext } from './store-context';

interface SequenceArgs {
  campaignId: number;
  data: CreateEmailSequenceInput;
}

export function createSequencesStore({ state, data, iso, nextId, views }: StoreContext) {
  const unknownAttachment = (args: SequenceArgs) =>
    args.data.emails.flatMap((email) => email.attachments ?? []).some((id) => !data.attachments.some((a) => a.id === id));

  /** The campaign's steps replaced by the given emails, in position order. */
  function replaceSteps(args: SequenceArgs) {
    const firstId = nextId(data.steps, 300);
    const steps = normalizeSequenceSteps(sortRows(args.data.emails, null, { field: 'position', direction: 'asc' }));
    data.steps = data.steps.filter((s) => s.campaignId !== args.campaignId);
    steps.forEach((step, index) => {
      data.steps.push({
        id: firstId + index,
        campaignId: args.campaignId,
        subject: step.subject,
        body: step.body,
        daysDelay: step.daysDelay,
        position: step.position,
        nextMailInThread: step.nextMailInThread,
        attachmentIds: step.attachments ?? [],
        createdAt: iso(),
      });
    });
    return steps.length;
  }

  const mutation = {
    createEmailSequence(args: SequenceArgs) {
      // The api refuses what a recruiter would read as unfinished ('X role', an empty body) only when scheduling.
      const error = validateSequenceSteps(args.data.emails) ?? unsendableStepsMessage(args.data.emails);
      if (error) return { success: false, message: error, count: 0 };
      views.findCampaign(args.campaignId);
      if (unknownAttachment(args)) return { success: false, message: ATTACHMENT_NOT_FOUND, count: 0 };
      if (!state.hasGmailPermission) return { success: false, message: GMAIL_ACCESS_REQUIRED, count: 0 };
      // Like the api: each active contact scheduled for the first time uses one of the month's sequences.
      const { billing } = data;
      const newlyScheduled = data.contacts
        .filter((x) => x.campaignId === args.campaignId && x.isActive && x.status === 'IN_PROGRESS')
        .filter((x) => !billing.scheduledContactIds.includes(x.id))
        .map((x) => x.id);
      const total = sequencesTotal(planById(billing.planId), billing.addOnSequences);
      if (billing.sequencesUsed + newlyScheduled.length > total) {
        return { success: false, message: SEQUENCE_QUOTA_REACHED, count: 0 };
      }
      billing.sequencesUsed += newlyScheduled.length;
      billing.scheduledContactIds.push(...newlyScheduled);
      return { success: true, message: SEQUENCE_SCHEDULED, count: replaceSteps(args) };
    },
    /** Like the api: the same checks as createEmailSequence, steps replaced, nobody scheduled, no Gmail or quota. */
    saveSequenceDraft(args: SequenceArgs) {
      const error = validateSequenceSteps(args.data.emails);
      if (error) return { success: false, message: error, count: 0 };
      views.findCampaign(args.campaignId);
      if (unknownAttachment(args)) return { success: false, message: ATTACHMENT_NOT_FOUND, count: 0 };
      if (data.emails.some((e) => e.campaignId === args.campaignId))
        return { success: false, message: SEQUENCE_DRAFT_RUNNING, count: 0 };
      return { success: true, message: SEQUENCE_DRAFT_SAVED, count: replaceSteps(args) };
    },
  };

  const query = {
    sequenceSchedulePreview: (args: SchedulePreviewArgs) => schedulePreview(args, iso()),
  };

  return { query, mutation };
}
