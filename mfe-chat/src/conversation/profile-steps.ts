// Steps 1 and 2 (spec §4): about-me text (more than 20 characters) or a resume upload, then the role and company
// (more than 5 characters), which starts the generation.
import { validateAboutMe, validateRole, ASK_ROLE, REJECTION_MARK, UPLOADING_RESUME, resumeReceived } from 'contracts';
import type { ChatRuntime } from './chat-runtime';
import { generateEmails } from './generate-emails';
import { uploadResume } from './upload-resume';

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
  const uploaded = await uploadResume(file);
  if (!uploaded.ok) {
    rt.bot(`${REJECTION_MARK} ${uploaded.message}`);
    return;
  }
  rt.patch({ resume: { id: uploaded.id, fileName: uploaded.fileName } }, 2);
  rt.bot(`${resumeReceived(uploaded.fileName)} ${ASK_ROLE}`);
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
