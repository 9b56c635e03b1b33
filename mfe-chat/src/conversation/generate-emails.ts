// Step 3 (product.md §4): generateJobEmails with what the chat gathered; on success the editable block shows (step 4).
// A refusal is the assistant's reply, and the chat goes back to the step whose answer needs changing.
import {
  ABOUT_ME_TOO_SHORT,
  ATTACHMENT_NOT_FOUND,
  GenerateJobEmailsDocument,
  HIRING_MANAGER_FALLBACK,
  JOB_EMAILS_FROM_TEMPLATE,
  JOB_EMAILS_GENERATED,
  RESUME_TEXT_MESSAGES,
  ASK_ABOUT_ME,
  GENERATION_FAILED_RETRY,
  REVIEW_DRAFTS,
} from 'contracts';
import { executeGraphQL } from 'shared-ui';
import { errorText, type ChatRuntime } from './chat-runtime';
import { draftsFromGenerated } from './drafts';

/** Answers that mean the about-me text or the resume must change (back to step 1). */
const ABOUT_ME_PROBLEMS: readonly string[] = [ABOUT_ME_TOO_SHORT, ATTACHMENT_NOT_FOUND, ...Object.values(RESUME_TEXT_MESSAGES)];

function failed(rt: ChatRuntime, message: string): void {
  if (ABOUT_ME_PROBLEMS.includes(message)) {
    rt.patch({ resume: null, generationFailed: false }, 1);
    rt.bot(`${message} ${ASK_ABOUT_ME}`);
    return;
  }
  rt.patch({ generationFailed: true }, 2);
  rt.bot(`${message} ${GENERATION_FAILED_RETRY}`);
}

export async function generateEmails(rt: ChatRuntime): Promise<void> {
  const context = rt.context();
  rt.patch({ generationFailed: false }, 3);
  try {
    const { generateJobEmails: answer } = await executeGraphQL(GenerateJobEmailsDocument, {
      hiringManagerName: context.contactName ?? HIRING_MANAGER_FALLBACK,
      jobRole: context.role ?? '',
      attachmentId: context.resume?.id ?? null,
      aboutMe: context.aboutMe,
      jobPostingId: context.postingId ?? null,
    });
    if (!answer.success || !answer.data) return failed(rt, answer.message);
    rt.patch({ drafts: draftsFromGenerated(answer.data, context.resume) }, 4);
    // The api says when the model's draft failed its checks and the template wrote these instead.
    const said =
      answer.message === JOB_EMAILS_FROM_TEMPLATE ? JOB_EMAILS_FROM_TEMPLATE : `${JOB_EMAILS_GENERATED} ${REVIEW_DRAFTS}`;
    rt.patch({ draftsMessageId: rt.bot(said) });
  } catch (error) {
    failed(rt, errorText(error));
  }
}
