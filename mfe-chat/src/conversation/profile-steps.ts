// Steps 1 and 2 (product.md §4): about-me text (more than 20 characters) or a resume upload, then the role and company
// (more than 5 characters), which starts the generation.
import { validateAboutMe, validateRole, ASK_ROLE, REJECTION_MARK, UPLOADING_RESUME, resumeReceived } from 'contracts';
import { uploadAttachment } from 'shared-ui';
import { errorText, type ChatRuntime } from './chat-runtime';
import { generateEmails } from './generate-emails';

export function handleAboutMe(rt: ChatRuntime, text: string): void {
  rt.user(text);
  const refused = validateAboutMe(text);
  if (refused) {
    rt.bot(refused);
    return;
  }
  rt.patch({ aboutMe: text }, 2);
  rt.bot(ASK_ROLE);
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
  rt.bot(`${resumeReceived(fileName)} ${ASK_ROLE}`);
}

export async function handleRole(rt: ChatRuntime, text: string): Promise<void> {
  rt.user(text);
  const refused = validateRole(text);
  if (refused) {
    rt.bot(refused);
    return;
  }
  rt.patch({ role: text, generationFailed: false });
  await generateEmails(rt);
}
