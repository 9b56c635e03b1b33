// What the page can ask of the conversation: typed text goes to the step that expects it (product.md §4 steps 0-4),
// plus the quick replies, the resume upload, draft edits, the send flow and the mailbox connect (Gmail or Outlook).
import { useCallback, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  MailPermissionDocument,
  isSendableChatInput,
  type ChatActivity,
  type GmailAccessTier,
  type MailProvider,
} from 'contracts';
import { executeGraphQL, invalidateSequence } from 'shared-ui';
import type { DraftEmail } from './chat.types';
import { handleContactEmail } from './contact-email-step';
import { continueWithoutEmail, handleContactInput, skipName } from './contact-step';
import { generateEmails } from './generate-emails';
import { mailboxConsentUrl } from './mailbox-connect';
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
  /** The optional day the user applied, as typed on the block ('' clears it). */
  setAppliedAt: (day: string) => void;
  sendSequence: () => Promise<boolean>;
  /**
   * Back from the mailbox consent: checks the grant and, for this conversation's campaign `campaignId`, finishes its
   * sequence. True once it is scheduled (or was); false without the grant or when the chat was busy.
   */
  finishAfterGrant: (campaignId: number) => Promise<boolean>;
  /** Whether a mailbox may send now, checked as a task of the chat (null when the chat was busy). */
  checkGmailGrant: () => Promise<boolean | null>;
  /** Google's or Microsoft's consent for the tier the user chose on the 'One More Step!' card. */
  connectMailbox: (provider: MailProvider, tier: GmailAccessTier) => void;
  /** Another sending zone for the drafted (or scheduled) sequence. */
  changeZone: (zone: string) => void;
}

/** The chat URL the mailbox consent should come back to (product.md §4: …?campaignId=…&autoCreate=true). */
export const autoCreatePath = (basePath: string, campaignId: number) => `${basePath}?campaignId=${campaignId}&autoCreate=true`;

export function useChatActions(engine: ChatEngine, options: { basePath: string; inputOpen: boolean }): ChatActions {
  const { store, run, isWorking, persistence } = engine;
  const { basePath, inputOpen } = options;
  const returnTo = useCallback((campaignId: number) => autoCreatePath(basePath, campaignId), [basePath]);
  const queryClient = useQueryClient();
  const refreshSequence = useCallback((campaignId: number) => invalidateSequence(queryClient, { campaignId }), [queryClient]);

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

  // `run` starts nothing while another task runs.
  const guarded = useCallback(
    (task: Parameters<typeof run>[0], activity?: ChatActivity) => () => {
      void run(task, activity);
    },
    [run],
  );

  const updateDraft = useCallback(
    (index: number, patch: Partial<DraftEmail>) => {
      const drafts = store.get().context.drafts ?? [];
      store.patch({ drafts: drafts.map((draft, i) => (i === index ? { ...draft, ...patch } : draft)) });
    },
    [store],
  );

  const setAppliedAt = useCallback((day: string) => store.patch({ appliedAt: day || null }), [store]);

  // A click while another task runs is refused by `run` (the button is disabled and says why meanwhile).
  const sendSequence = useCallback(
    async () => (await run((rt) => runSendFlow(rt, returnTo), 'sending')) ?? false,
    [run, returnTo],
  );

  // The grant check and the send flow are one task, so a click on 'Send Sequence Now' meanwhile cannot start a
  // second flow that schedules the sequence twice.
  const finishAfterGrant = useCallback(
    async (campaignId: number) =>
      (await run(async (rt) => {
        if (!(await hasMailPermission())) return false;
        const { campaignId: ours, scheduled } = rt.context();
        return ours !== campaignId || scheduled || runSendFlow(rt, returnTo);
      }, 'checkingGmail')) ?? false,
    [run, returnTo],
  );

  const checkGmailGrant = useCallback(async () => (await run(hasMailPermission, 'checkingGmail')) ?? null, [run]);

  const connectMailbox = useCallback(
    (provider: MailProvider, tier: GmailAccessTier) =>
      guarded(
        async (rt) => {
          const { campaignId, gmailReturnTo } = rt.context();
          const target = gmailReturnTo ?? (campaignId ? returnTo(campaignId) : basePath);
          rt.patch({ gmailReturnTo: target });
          // The intended return is saved before the browser leaves, so the chat knows it on the way back.
          await persistence.flush();
          window.location.assign(await mailboxConsentUrl(provider, target, tier));
        },
        provider === 'OUTLOOK' ? 'connectingOutlook' : 'connectingGmail',
      )(),
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
      setAppliedAt,
      sendSequence,
      finishAfterGrant,
      checkGmailGrant,
      connectMailbox,
      changeZone: (zone: string) => guarded((rt) => changeSequenceZone(rt, zone, refreshSequence), 'savingZone')(),
    }),
    [send, guarded, updateDraft, setAppliedAt, sendSequence, finishAfterGrant, checkGmailGrant, connectMailbox, refreshSequence],
  );
}

/** Whether the user's mailbox (Gmail or Outlook) may send (a failed check counts as not granted). */
export async function hasMailPermission(): Promise<boolean> {
  try {
    const { mailPermission } = await executeGraphQL(MailPermissionDocument, {});
    return mailPermission.hasPermission;
  } catch {
    return false;
  }
}
