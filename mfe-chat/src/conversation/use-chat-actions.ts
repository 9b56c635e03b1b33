// What the page can ask of the conversation: typed text goes to the step that expects it (product.md §4 steps 0-4),
// plus the quick replies, the resume upload, draft edits, the send flow and the Gmail connect.
import { useCallback, useMemo } from 'react';
import { MailPermissionDocument, isSendableChatInput, type GmailAccessTier } from 'contracts';
import { executeGraphQL } from 'shared-ui';
import type { DraftEmail } from './chat.types';
import { handleContactEmail } from './contact-email-step';
import { continueWithoutEmail, handleContactInput, skipName } from './contact-step';
import { generateEmails } from './generate-emails';
import { gmailConsentUrl } from './gmail-connect';
import { handleAboutMe, handleResume, handleRole } from './profile-steps';
import { runSendFlow } from './send-flow';
import { changeSequenceZone } from './sequence-zone-change';
import type { ChatEngine } from './use-chat-engine';

export interface ChatActions {
  /** Sends typed text; false (nothing sent) for blank input or while the input is not open. */
  send: (text: string) => boolean;
  uploadResume: (file: File) => void;
  continueWithoutEmail: () => void;
  skipName: () => void;
  retryGeneration: () => void;
  updateDraft: (index: number, patch: Partial<DraftEmail>) => void;
  sendSequence: () => Promise<boolean>;
  /** Google's consent for the tier the user chose on the 'One More Step!' card. */
  connectGmail: (tier: GmailAccessTier) => void;
  /** Another sending zone for the drafted (or scheduled) sequence. */
  changeZone: (zone: string) => void;
}

/** The chat URL Google's consent should come back to (product.md §4: …?campaignId=…&autoCreate=true). */
export const autoCreatePath = (basePath: string, campaignId: number) => `${basePath}?campaignId=${campaignId}&autoCreate=true`;

export function useChatActions(engine: ChatEngine, options: { basePath: string; inputOpen: boolean }): ChatActions {
  const { store, run, isWorking, persistence } = engine;
  const { basePath, inputOpen } = options;
  const returnTo = useCallback((campaignId: number) => autoCreatePath(basePath, campaignId), [basePath]);

  const send = useCallback(
    (text: string) => {
      if (!isSendableChatInput(text) || !inputOpen || isWorking()) return false;
      const content = text.trim();
      const { step, context } = store.get();
      if (step === 0) void run((rt) => handleContactInput(rt, content));
      else if (step === 1) void run((rt) => handleAboutMe(rt, content));
      else if (step === 2) void run((rt) => handleRole(rt, content));
      else if (step === 4 && context.awaiting === 'contact-email') void run((rt) => handleContactEmail(rt, content, returnTo));
      else return false;
      return true;
    },
    [inputOpen, isWorking, store, run, returnTo],
  );

  const guarded = useCallback(
    (task: Parameters<typeof run>[0]) => () => {
      if (!isWorking()) void run(task);
    },
    [isWorking, run],
  );

  const updateDraft = useCallback(
    (index: number, patch: Partial<DraftEmail>) => {
      const drafts = store.get().context.drafts ?? [];
      store.patch({ drafts: drafts.map((draft, i) => (i === index ? { ...draft, ...patch } : draft)) });
    },
    [store],
  );

  const sendSequence = useCallback(async () => (await run((rt) => runSendFlow(rt, returnTo))) ?? false, [run, returnTo]);

  const connectGmail = useCallback(
    (tier: GmailAccessTier) =>
      guarded(async (rt) => {
        const { campaignId, gmailReturnTo } = rt.context();
        const target = gmailReturnTo ?? (campaignId ? returnTo(campaignId) : basePath);
        rt.patch({ gmailReturnTo: target });
        // The intended return is saved before the browser leaves, so the chat knows it on the way back.
        await persistence.flush();
        window.location.assign(await gmailConsentUrl(target, tier));
      })(),
    [guarded, returnTo, basePath, persistence],
  );

  return useMemo(
    () => ({
      send,
      uploadResume: (file: File) => guarded((rt) => handleResume(rt, file))(),
      continueWithoutEmail: guarded(continueWithoutEmail),
      skipName: guarded(skipName),
      retryGeneration: guarded(generateEmails),
      updateDraft,
      sendSequence,
      connectGmail,
      changeZone: (zone: string) => guarded((rt) => changeSequenceZone(rt, zone))(),
    }),
    [send, guarded, updateDraft, sendSequence, connectGmail],
  );
}

/** Whether the user has granted the Gmail send permission (a failed check counts as not granted). */
export async function hasMailPermission(): Promise<boolean> {
  try {
    const { mailPermission } = await executeGraphQL(MailPermissionDocument, {});
    return mailPermission.hasPermission;
  } catch {
    return false;
  }
}
