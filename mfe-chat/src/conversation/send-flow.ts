// 'Send Sequence Now' (product.md §4 generation flow): createCampaign, createContact, createEmailSequence. Every id is kept
// in the context as soon as it exists, so a retry after a failure resumes where it stopped and never creates a
// second campaign. Without an email no contact is created (nothing is ever sent to a non-address); without a mailbox
// that may send (Gmail or Outlook) the flow stops at 'One More Step!' and resumes after the grant.
import {
  CreateCampaignDocument,
  CreateContactDocument,
  CreateEmailSequenceDocument,
  EXCLUDE_WEEKENDS_DEFAULT,
  FAILED_TO_CREATE_CAMPAIGN,
  FAILED_TO_CREATE_CONTACT,
  GMAIL_ACCESS_REQUIRED,
  HIRING_MANAGER_FALLBACK,
  MailConnectionDocument,
  MailPermissionDocument,
  SaveSequenceDraftDocument,
  type EmailSequenceStepInput,
  UpdateCampaignDocument,
  failedToCreateEmailSequence,
  followUpCampaignName,
  unsendableStepsMessage,
  validateSequenceSteps,
  ASK_CONTACT_EMAIL,
  mailOneMoreStep,
  REJECTION_MARK,
  SEQUENCE_WAITING_FOR_EMAIL,
  sendStepFailed,
  sequenceScheduledReply,
} from 'contracts';
import { executeGraphQL } from 'shared-ui';
import { appliedDay, appliedDayProblem } from './applied-date';
import { sequenceZone } from './browser-timezone';
import { ChatFlowError, errorText, type ChatRuntime } from './chat-runtime';
import type { ChatContext } from './chat.types';
import { sequenceEmails } from './drafts';
import { firstSendTime, formatSendTime } from './send-time';

/** 'Jane Recruiter' -> first and last name for createContact (the name asked for may be one word). */
function splitName(name: string | null): { firstName: string; lastName: string | null } {
  const [first, ...rest] = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return { firstName: first ?? HIRING_MANAGER_FALLBACK, lastName: rest.length ? rest.join(' ') : null };
}

async function ensureCampaign(rt: ChatRuntime, context: ChatContext): Promise<number> {
  if (context.campaignId) return context.campaignId;
  // The recipient's country when the address tells it, else the browser's zone (shown on the block, changeable).
  const { zone: timezone, source: timezoneSource } = sequenceZone(context);
  const isActive = Boolean(context.contactEmail);
  const { createCampaign } = await executeGraphQL(CreateCampaignDocument, {
    data: {
      name: followUpCampaignName(context.contactName),
      timezone,
      timezoneSource,
      excludeWeekends: EXCLUDE_WEEKENDS_DEFAULT,
      isActive,
      // The server's own read of the posting (kept at import), never its fields from here.
      ...(context.postingId ? { jobPostingId: context.postingId } : {}),
    },
  });
  if (!createCampaign.success || !createCampaign.campaign) {
    throw new ChatFlowError(createCampaign.message || FAILED_TO_CREATE_CAMPAIGN);
  }
  rt.patch({ campaignId: createCampaign.campaign.id, timezone, timezoneSource, campaignActive: isActive });
  return createCampaign.campaign.id;
}

async function ensureContact(rt: ChatRuntime, context: ChatContext, campaignId: number): Promise<void> {
  if (!context.contactEmail || context.contactId) return;
  // The applied day goes with the contact when the user gave one; none is sent otherwise.
  const appliedAt = appliedDay(context);
  const { createContact } = await executeGraphQL(CreateContactDocument, {
    data: {
      email: context.contactEmail,
      linkedInUrl: context.profileUrl,
      campaignId,
      ...splitName(context.contactName),
      ...(appliedAt ? { appliedAt } : {}),
    },
  });
  if (!createContact.success || !createContact.contact) {
    throw new ChatFlowError(createContact.message || FAILED_TO_CREATE_CONTACT);
  }
  // The api may have put the sequence in the recipient's zone (a browser zone nobody chose): show what it holds.
  const campaign = createContact.contact.campaign;
  rt.patch({
    contactId: createContact.contact.id,
    ...(campaign && { timezone: campaign.timezone, timezoneSource: campaign.timezoneSource ?? null }),
  });
  // A campaign created while no email was known is inactive (product.md §4); it starts now that there is one.
  if (!context.campaignActive) {
    await executeGraphQL(UpdateCampaignDocument, { id: campaignId, data: { isActive: true } });
    rt.patch({ campaignActive: true });
  }
}

/**
 * Waiting for a mailbox: the drafted emails are saved on the campaign first (it stays a Draft, nothing is scheduled), so a
 * user who leaves here finds them in the dashboard's editor and can finish from there.
 */
async function askForMailbox(rt: ChatRuntime, returnTo: string, campaignId: number, emails: EmailSequenceStepInput[]) {
  // Refused only for a sequence already running (its steps stay as scheduled); a mailbox is asked for all the same.
  await executeGraphQL(SaveSequenceDraftDocument, { campaignId, data: { emails } });
  rt.patch({ needsGmail: true, gmailReturnTo: returnTo });
  rt.bot(mailOneMoreStep(await mailProvider()));
}

/** The user's mailbox provider, to name it ("your mailbox" when none was connected or the answer failed). */
async function mailProvider() {
  try {
    return (await executeGraphQL(MailConnectionDocument, {})).mailConnection.provider ?? null;
  } catch {
    return null;
  }
}

/**
 * Runs (or resumes) the flow. `returnTo` is the chat URL the mailbox consent should come back to. Resolves true once
 * the sequence is saved.
 */
export async function runSendFlow(rt: ChatRuntime, returnTo: (campaignId: number) => string): Promise<boolean> {
  const emails = sequenceEmails(rt.context().drafts ?? []);
  const invalid = validateSequenceSteps(emails) ?? unsendableStepsMessage(emails) ?? appliedDayProblem(rt.context());
  if (invalid) {
    rt.bot(`${REJECTION_MARK} ${invalid}`);
    return false;
  }
  try {
    const campaignId = await ensureCampaign(rt, rt.context());
    await ensureContact(rt, rt.context(), campaignId);
    const { mailPermission } = await executeGraphQL(MailPermissionDocument, {});
    if (!mailPermission.hasPermission) {
      await askForMailbox(rt, returnTo(campaignId), campaignId, emails);
      return false;
    }
    const { createEmailSequence } = await executeGraphQL(CreateEmailSequenceDocument, { campaignId, data: { emails } });
    if (!createEmailSequence.success) {
      if (createEmailSequence.message === GMAIL_ACCESS_REQUIRED)
        await askForMailbox(rt, returnTo(campaignId), campaignId, emails);
      else rt.bot(sendStepFailed(failedToCreateEmailSequence(createEmailSequence.message)));
      return false;
    }
    const delays = emails.map((email) => email.daysDelay);
    await confirmScheduled(rt, delays);
    return true;
  } catch (error) {
    rt.bot(sendStepFailed(errorText(error)));
    return false;
  }
}

async function confirmScheduled(rt: ChatRuntime, delays: number[]): Promise<void> {
  const { contactEmail, timezone } = rt.context();
  const zone = timezone ?? sequenceZone(rt.context()).zone;
  const firstSendAt = contactEmail ? await firstSendTime(zone, delays) : null;
  rt.patch({
    scheduled: true,
    needsGmail: false,
    gmailReturnTo: null,
    firstSendAt,
    awaiting: contactEmail ? null : 'contact-email',
  });
  if (!contactEmail) {
    rt.bot(SEQUENCE_WAITING_FOR_EMAIL);
    rt.bot(ASK_CONTACT_EMAIL);
    return;
  }
  rt.bot(sequenceScheduledReply(firstSendAt ? formatSendTime(firstSendAt, zone) : null));
}
