import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import {
  CreateEmailSequenceDocument,
  FIRST_EMAIL_GONE,
  GMAIL_ACCESS_REQUIRED,
  GetBillingOverviewDocument,
  GetCampaignEmailsDocument,
  GetSingleCampaignDocument,
  SEQUENCE_SCHEDULED,
  failedToCreateEmailSequence,
  nextEmailGoesText,
  type EmailSequenceStepInput,
} from 'contracts';
import { executeGraphQL, invalidateSequence, operationName } from 'shared-ui';
import { browserTimezone } from '../contact-form/contact-form-values';
import { useDashboardPaths } from '../dashboard-paths';
import { useMailPermission } from '../gmail/use-mail-permission';
import { useToast } from '../use-toast';

export interface ScheduleSequence {
  /** True once the sequence is scheduled (the page moves on to the campaigns list). */
  schedule: (emails: EmailSequenceStepInput[]) => Promise<boolean>;
  scheduling: boolean;
  /** True once scheduling was refused for want of a mailbox grant (Gmail or Outlook) (the preview shows the error and a popover). */
  needsMailbox: boolean;
  dismissMailbox: () => void;
}

/** Enough of the campaign's emails to find the one waiting next (a few steps for each of its contacts). */
const PLANNED_EMAILS_PAGE = 50;
/** A first email sent this recently went out with the schedule just made (the worker sends one due now at once). */
const JUST_SENT_MS = 5 * 60_000;
const isRecent = (at: string) => Date.now() - new Date(at).getTime() < JUST_SENT_MS;

/**
 * 'The first email goes Fri 9:00 AM in Berlin (6:00 PM your time).' from the plan just made ('' when unknown). The
 * worker may already have sent a first email due now: then the toast names the follow-up that waits, not the first.
 */
async function firstEmailWhen(campaignId: number): Promise<string> {
  try {
    const [{ campaign }, { campaignEmails }] = await Promise.all([
      executeGraphQL(GetSingleCampaignDocument, { filter: { id: campaignId } }),
      executeGraphQL(GetCampaignEmailsDocument, {
        filter: { campaignId },
        sort: { field: 'scheduledFor', direction: 'asc' },
        pagination: { first: PLANNED_EMAILS_PAGE },
      }),
    ]);
    const planned = campaign.campaign;
    if (!planned) return '';
    const userZone = browserTimezone(planned.timezone);
    const emails = campaignEmails.edges.map((edge) => edge.node);
    const waiting = emails.filter((email) => email.status === 'SCHEDULED' && email.scheduledFor);
    const firstWaiting = waiting.find((email) => email.position === 1);
    if (firstWaiting) return nextEmailGoesText(1, firstWaiting.scheduledFor!, planned.timezone, userZone);
    // No first email waits: one that went in the last minutes was this schedule's; name what waits after it.
    const justSent = emails.find((email) => email.position === 1 && email.sentAt && isRecent(email.sentAt));
    if (justSent) {
      const after = waiting.find((email) => email.contactId === justSent.contactId);
      return after ? nextEmailGoesText(after.position, after.scheduledFor!, planned.timezone, userZone) : FIRST_EMAIL_GONE;
    }
    return planned.nextSendAt ? nextEmailGoesText(1, planned.nextSendAt, planned.timezone, userZone) : '';
  } catch {
    return '';
  }
}

/**
 * 'Send Follow-Up': createEmailSequence (which schedules the sequence for the campaign's contacts), then back to the
 * campaigns list with the §8 success toast. Without a mailbox grant nothing is sent and the preview asks to connect.
 * `settleDraft` waits for the wizard's draft save: a save still on its way replaces the steps in a transaction of its
 * own, and one that met createEmailSequence's made the schedule fail. One schedule at a time: a second click while
 * one runs is ignored here (the button also shows it is busy), and the guard is let go however the first one ends.
 */
export function useScheduleSequence(campaignId: number, settleDraft?: () => Promise<unknown>): ScheduleSequence {
  const paths = useDashboardPaths();
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const permission = useMailPermission();
  const [scheduling, setScheduling] = useState(false);
  const [needsMailbox, setNeedsMailbox] = useState(false);
  const running = useRef(false);

  const schedule = async (emails: EmailSequenceStepInput[]) => {
    if (running.current) return false;
    running.current = true;
    setScheduling(true);
    try {
      if (!(await permission.check())) {
        setNeedsMailbox(true);
        return false;
      }
      // createEmailSequence saves the steps itself; the draft save only has to be over, not to have worked.
      await settleDraft?.().catch(() => undefined);
      const { createEmailSequence: result } = await executeGraphQL(CreateEmailSequenceDocument, {
        campaignId,
        data: { emails },
      });
      if (result.success) {
        // This sequence everywhere it shows (its pages, the lists and counts) and the month's quota; nothing else.
        await Promise.all([
          invalidateSequence(queryClient, { campaignId }),
          queryClient.invalidateQueries({ queryKey: [operationName(GetBillingOverviewDocument)] }),
        ]);
        toast.success(`${SEQUENCE_SCHEDULED} ${await firstEmailWhen(campaignId)}`.trim());
        navigate(paths.campaigns);
        return true;
      } else if (result.message === GMAIL_ACCESS_REQUIRED) {
        setNeedsMailbox(true);
      } else {
        toast.error(failedToCreateEmailSequence(result.message));
      }
    } catch (error) {
      toast.error(failedToCreateEmailSequence(error instanceof Error ? error.message : String(error)));
    } finally {
      running.current = false;
      setScheduling(false);
    }
    return false;
  };

  return { schedule, scheduling, needsMailbox, dismissMailbox: () => setNeedsMailbox(false) };
}
