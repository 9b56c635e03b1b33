// GraphQL objects derived from the flat records: counts, nested lists and lazy fields, like the api's resolvers.
import {
  CAMPAIGN_NOT_FOUND,
  buildCampaignFigures,
  buildCompanyReplyTime,
  buildTimeline,
  replyNoteOfferOf,
  DEFAULT_SEND_WINDOW,
  PAGE_SIZES,
  defaultWorkWeek,
  type EmailSequenceSortInput,
  type PaginationInput,
  type ReplyOutcome,
} from 'contracts';
import type { AttachmentRecord, CampaignRecord, ContactRecord, EmailRecord, MockData, StepRecord } from '../demo.fixtures';
import { campaignFigureSourcesOf, companyReplySourceOf, timelineSourceOf } from '../read-model-sources.util';
import { notFound, sortRows, toConnection } from './connection.util';
import type { MockState } from './mock-state';
import { schedulePreview } from './schedule-preview.util';

interface ViewDeps {
  state: MockState;
  data: MockData;
  iso: () => string;
  replyNoteOf: (contact: ContactRecord) => unknown;
}

export function createRecordViews({ state, data, iso, replyNoteOf }: ViewDeps) {
  const emailsOf = (contactId: number) =>
    sortRows(
      data.emails.filter((e) => e.contactId === contactId),
      null,
      { field: 'position', direction: 'asc' },
    );
  const sentCount = (emails: readonly EmailRecord[]) => emails.filter((e) => e.sentAt !== null).length;

  const attachmentView = (a: AttachmentRecord) => ({ ...a });
  const stepView = (s: StepRecord) => ({
    ...s,
    emailAttachments: data.attachments.filter((a) => s.attachmentIds.includes(a.id)).map(attachmentView),
  });
  const emailView = (e: EmailRecord) => ({ ...e, kind: e.kind ?? 'SEQUENCE' });

  const postingOf = (c: CampaignRecord | undefined) =>
    (c?.jobPostingId != null && data.jobPostings?.find((p) => p.id === c.jobPostingId)) || null;

  function campaignView(c: CampaignRecord) {
    const contacts = data.contacts.filter((x) => x.campaignId === c.id);
    const emails = data.emails.filter((e) => e.campaignId === c.id);
    const steps = data.steps.filter((s) => s.campaignId === c.id);
    const figures = buildCampaignFigures(campaignFigureSourcesOf(data, c.id));
    return {
      ...c,
      timezoneSource: c.timezoneSource ?? null,
      // The sending policy as the api presents it (send-policy.rules.ts): stored hours, the chosen or the zone's week.
      sendWindowStart: c.sendWindowStart ?? DEFAULT_SEND_WINDOW.start,
      sendWindowEnd: c.sendWindowEnd ?? DEFAULT_SEND_WINDOW.end,
      workWeek: c.workWeek ?? defaultWorkWeek(c.timezone),
      workWeekChosen: c.workWeek != null,
      gmailSendingPausedUntil: c.gmailSendingPausedUntil ?? null,
      jobPosting: postingOf(c),
      // Like the api: the next unsent email's due time, planned in the campaign's current zone (re-planned on change).
      nextSendAt:
        steps.length > 0 && contacts.some((x) => data.billing.scheduledContactIds.includes(x.id) && x.status === 'IN_PROGRESS')
          ? schedulePreview(
              {
                timezone: c.timezone,
                excludeWeekends: c.excludeWeekends,
                delays: [0],
                sendWindowStart: c.sendWindowStart,
                sendWindowEnd: c.sendWindowEnd,
                workWeek: c.workWeek,
              },
              iso(),
            )[0]!.sendAt
          : null,
      // A draft until a contact's sequence is first scheduled (the api: any campaign_emails row).
      isDraft: emails.length === 0,
      emailsSent: sentCount(emails),
      emailsOpened: figures.opened,
      contacts: figures.contacts,
      sequenceSize: steps.length,
      averageResponseTime: figures.averageResponseTime,
      averageResponseRate: figures.averageResponseRate,
      emailSequences: (args: { sort?: EmailSequenceSortInput; pagination?: PaginationInput }) =>
        toConnection(
          sortRows(steps, args.sort, { field: 'position', direction: 'asc' }).map(stepView),
          args.pagination,
          PAGE_SIZES.editorEmails,
        ),
    };
  }

  function contactView(x: ContactRecord) {
    const emails = emailsOf(x.id);
    const campaign = data.campaigns.find((c) => c.id === x.campaignId);
    const latest = sortRows(emails, null, { field: 'createdAt', direction: 'desc' }).sort((a, b) => b.position - a.position)[0];
    return {
      ...x,
      emailsSent: sentCount(emails),
      maxEmails: data.steps.filter((s) => s.campaignId === x.campaignId).length,
      campaign: campaign ? campaignView(campaign) : null,
      campaignEmail: latest ? emailView(latest) : null,
      campaignEmails: emails.map(emailView),
      replyOutcomes: x.replyOutcomes ?? [],
      appliedAt: x.appliedAt ?? null,
      timeline: () => buildTimeline(timelineSourceOf(x, emails, postingOf(campaign), campaign?.timezone), state.now()),
      companyReplyTime: () => buildCompanyReplyTime(companyReplySourceOf(x, data)),
      replyNoteOffer: replyNoteOfferOf({
        outcome: x.outcome as ReplyOutcome | null,
        outcomeProposed: x.outcomeProposed as ReplyOutcome | null,
      }),
      replyNote: () => replyNoteOf(x),
    };
  }

  const findCampaign = (id: number) => {
    const campaign = data.campaigns.find((c) => c.id === id);
    if (!campaign) throw notFound(CAMPAIGN_NOT_FOUND);
    return campaign;
  };

  return { emailsOf, sentCount, attachmentView, stepView, emailView, campaignView, contactView, findCampaign };
}

export type RecordViews = ReturnType<typeof createRecordViews>;
