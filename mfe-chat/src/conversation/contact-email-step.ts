// After a sequence was saved without an email (product.md §4: it waits for the contact), the chat asks for the address;
// a typed one adds the contact, starts the campaign and schedules the sequence through the same resumable flow.
import { INVALID_EMAIL_ADDRESS, isEmailAddress, REJECTION_MARK, validateReadableAddress } from 'contracts';
import type { ChatRuntime } from './chat-runtime';
import { runSendFlow } from './send-flow';

export async function handleContactEmail(rt: ChatRuntime, text: string, returnTo: (campaignId: number) => string): Promise<void> {
  rt.user(text);
  if (!isEmailAddress(text)) {
    rt.bot(`${REJECTION_MARK} ${INVALID_EMAIL_ADDRESS}`);
    return;
  }
  // A no-reply or applicant-tracking address is well formed, but nobody reads it.
  const unread = validateReadableAddress(text);
  if (unread) {
    rt.bot(`${REJECTION_MARK} ${unread}`);
    return;
  }
  // Not scheduled for this contact yet: should a call fail, 'Send Sequence Now' resumes from the saved ids.
  rt.patch({ contactEmail: text, emailSource: 'typed', scheduled: false });
  await runSendFlow(rt, returnTo);
}
