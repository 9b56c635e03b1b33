// Sequence emails: the history, sending the next one now, and the generated first drafts.
import {
  PAGE_SIZES,
  SEND_NOW_CONTACT_PAUSED,
  SEND_NOW_NOT_NEXT,
  SEND_NOW_NOTHING_WAITING,
  SEND_NOW_SEQUENCE_PAUSED,
  SEND_NOW_SEQUENCE_STOPPED,
  NO_BOUNCE_TO_RESEND,
  bouncedEmailResent,
  sendNowQueued,
  validateEmailAddress,
  type CampaignEmailSortInput,
  type PaginationInput,
} from 'contracts';
import { badInput, notFound, sortRows, toConnection } from './connection.util';
import type { Args } from './mock-state';
import type { StoreContext } from './store-context';

interface JobEmailArgs {
  hiringManagerName: string;
  jobRole: string;
  attachmentId?: number | null;
  aboutMe?: string | null;
}

function generateJobEmails(args: JobEmailArgs) {
  const subject = `Quick follow-up on the ${args.jobRole} role`;
  const sign = '\n\nBest regards,\n{{your_name}}';
  return {
    success: true,
    message: 'Emails generated successfully',
    data: {
      email_1: {
        subject,
        body: `Hi ${args.hiringManagerName},\n\nI recently applied for the ${args.jobRole} role and wanted to introduce myself.${args.aboutMe ? ` ${args.aboutMe}` : ''}${sign}`,
      },
      follow_up_1: {
        subject,
        body: `Hi ${args.hiringManagerName},\n\nJust following up on my application for the ${args.jobRole} role.${sign}`,
      },
      follow_up_2: {
        subject,
        body: `Hi ${args.hiringManagerName},\n\nOne last note: I'd love a quick chat about the ${args.jobRole} role.${sign}`,
      },
    },
  };
}

export function createEmailsStore({ data, iso, views }: StoreContext) {
  const { emailView } = views;
  const query = {
    campaignEmails(args: { pagination?: PaginationInput; filter?: Args; sort?: CampaignEmailSortInput }) {
      const f = args.filter ?? {};
      const rows = data.emails.filter(
        (e) => (f.contactId == null || e.contactId === f.contactId) && (f.campaignId == null || e.campaignId === f.campaignId),
      );
      return toConnection(
        sortRows(rows, args.sort, { field: 'createdAt', direction: 'desc' }).map(emailView),
        args.pagination,
        PAGE_SIZES.emailHistory,
      );
    },
  };

  const mutation = {
    // Like the api (product.md §10): the next scheduled email of a running contact becomes due now.
    sendNextEmailNow(args: { contactId: number; emailId?: number | null }) {
      const contact = data.contacts.find((x) => x.id === args.contactId);
      const campaign = contact && data.campaigns.find((c) => c.id === contact.campaignId);
      if (!contact || !campaign) throw notFound('Contact not found');
      if (contact.status !== 'IN_PROGRESS') throw badInput(SEND_NOW_SEQUENCE_STOPPED);
      if (!campaign.isActive) throw badInput(SEND_NOW_SEQUENCE_PAUSED);
      if (!contact.isActive) throw badInput(SEND_NOW_CONTACT_PAUSED);
      const next = views.emailsOf(contact.id).find((e) => e.status === 'SCHEDULED');
      if (!next) throw badInput(SEND_NOW_NOTHING_WAITING);
      if (args.emailId != null && args.emailId !== next.id) throw badInput(SEND_NOW_NOT_NEXT);
      Object.assign(next, { scheduledFor: iso(), errorMessage: null, updatedAt: iso() });
      const name = [contact.firstName, contact.lastName].filter(Boolean).join(' ');
      return { message: sendNowQueued(name), email: emailView(next) };
    },
    // Like the api (product.md §11): after a bounce whose reason is unknown, the email that bounced goes again, to the
    // same or a corrected address.
    resendBouncedEmail(args: { contactId: number; email?: string | null }) {
      const contact = data.contacts.find((x) => x.id === args.contactId);
      if (!contact) throw notFound('Contact not found');
      const bounced = views.emailsOf(contact.id).find((e) => e.status === 'ERROR');
      if (contact.stopReason !== 'BOUNCED_REASON_UNKNOWN' || !bounced) throw badInput(NO_BOUNCE_TO_RESEND);
      const address = args.email?.trim();
      if (address) {
        const problem = validateEmailAddress(address);
        if (problem) throw badInput(problem);
        contact.email = address;
      }
      Object.assign(contact, { status: 'IN_PROGRESS', stopReason: null, updatedAt: iso() });
      Object.assign(bounced, { status: 'SCHEDULED', scheduledFor: iso(), errorMessage: null, updatedAt: iso() });
      return { message: bouncedEmailResent(contact.email ?? ''), email: emailView(bounced) };
    },
    generateJobEmails,
  };

  return { query, mutation };
}
