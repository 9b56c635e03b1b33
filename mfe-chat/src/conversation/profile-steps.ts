// Steps 1 and 2 (product.md §4): about-me text (more than 20 characters) or a resume upload, then the role and company
// (more than 5 characters), which starts the generation.
import {
  validateAboutMe,
  validateRole,
  looksLikePostingUrl,
  ASK_ROLE,
  REJECTION_MARK,
  UPLOADING_RESUME,
  resumeReceived,
} from 'contracts';
import { uploadAttachment } from 'shared-ui';
import { errorText, type ChatRuntime } from './chat-runtime';
import { generateEmails } from './generate-emails';
import { handleRolePosting } from './posting-step';

export function handleAboutMe(rt: ChatRuntime, text: string): Promise<void> | void {
  rt.user(text);
  const refused = validateAboutMe(text);
  if (refused) {
    rt.bot(refused);
    return;
  }
  rt.patch({ aboutMe: text }, 2);
  return askRoleOrDraft(rt);
}

/** The role question, unless a job posting already answered it (then drafting starts). */
function askRoleOrDraft(rt: ChatRuntime, before = ''): Promise<void> | void {
  const { role, roleFromPosting } = rt.context();
  if (role && roleFromPosting) {
    if (before) rt.bot(before.trim());
    return generateEmails(rt);
  }
  rt.bot(`${before}${ASK_ROLE}`);
}

/** Step 1's paperclip: a refused or failed file is said in the chat and the step stays; a stored one moves on. */
export async function handleResume(rt: ChatRuntime, file: File): Promise<void> {
  rt.user(`📎 ${file.name}`);
  rt.bot(UPLOADING_RESUME);
  // The resume is signed for the browser's type only, and any failure after the signed URL is §8's generic one.
  const uploaded = await uploadAttachment(file, { describeError: errorText });
  if (!uploaded.ok) {
    rt.bot(`${REJECTION_MARK} ${uploaded.message}`);
    return;
  }
  const { id, fileName } = uploaded.attachment;
  rt.patch({ resume: { id, fileName } }, 2);
  await askRoleOrDraft(rt, `${resumeReceived(fileName)} `);
}

/** The role and company, typed, or read from a pasted job posting URL (instead of typing them). */
export async function handleRole(rt: ChatRuntime, text: string): Promise<void> {
  if (looksLikePostingUrl(text)) return handleRolePosting(rt, text);
  rt.user(text);
  const refused = validateRole(text);
  if (refused) {
    rt.bot(refused);
    return;
  }
  rt.patch({ role: text, generationFailed: false });
  await generateEmails(rt);
}
