// The follow-up an email's sending brings into being: the sequence's next step, due `daysDelay` (business) days
// after this email actually went out, in its thread when the step says so.
import { followUpDueAt } from '../scheduling';
import type { DeliveryContext } from './delivery-context.repository';
import { replySubject } from './email-composer.service';
import type { MarkSentInput } from './email-claim.repository';

export function followUpAfter(
  context: Pick<DeliveryContext, 'nextStep' | 'nextInThread' | 'campaign'>,
  sentAt: Date,
  sentSubject: string,
  threadId: string,
): MarkSentInput['next'] {
  const step = context.nextStep;
  if (!step) return undefined;
  const sameThread = context.nextInThread;
  return {
    stepId: step.id,
    subject: sameThread ? replySubject(sentSubject) : step.subject,
    body: step.body,
    // Counted from when this email actually went out, not from when it was planned.
    dueAt: followUpDueAt(sentAt, Math.max(1, step.daysDelay), context.campaign.timezone, context.campaign.excludeWeekends),
    threadId: sameThread ? threadId : null,
  };
}
