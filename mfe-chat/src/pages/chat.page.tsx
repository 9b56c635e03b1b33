// Reply Engine (product.md §2 /dashboard/chats): the conversation of product.md §4 steps 0-4, kept on the server, with the
// quota checked first and the Gmail round trip handled through the query parameters.
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { ChatBody } from '../components/chat-body';
import { ChatHeader } from '../components/chat-header';
import { ChatInput } from '../components/chat-input';
import { ResumeUploadButton } from '../components/resume-upload-button';
import { preloadUiKitParts } from '../components/ui-kit-parts';
import { inputModeFor, maxLengthFor, placeholderFor } from '../conversation/chat-input-state';
import { useChatActions } from '../conversation/use-chat-actions';
import { useChatEngine } from '../conversation/use-chat-engine';
import { useMailGrantFailure } from '../conversation/use-mail-grant-failure';
import { useQuota } from '../conversation/use-quota';
import { useResumeGeneration } from '../conversation/use-resume-generation';
import { useCampaignParams, useReturnParams } from '../conversation/use-return-params';

export function ChatPage({ basePath }: { basePath: string }) {
  const navigate = useNavigate();
  const engine = useChatEngine();
  const { store, typewriter, persistence, working } = engine;
  const { state } = store;
  const params = useCampaignParams();
  const ready = persistence.status === 'ready';
  const campaignView = ready && params.campaignId !== null && state.context.campaignId !== params.campaignId;
  const quota = useQuota(ready && state.step === 0 && !campaignView);
  const mode = inputModeFor(state, {
    ready,
    working,
    typing: typewriter.busy,
    quotaExhausted: quota.exhausted,
    quotaPending: quota.pending,
    campaignView,
  });
  const actions = useChatActions(engine, { basePath, inputOpen: mode === 'open' });
  // A conversation under way soon shows the drafts or the Gmail card: fetch their UI kit while the user types.
  const underWay = ready && (state.messages.length > 0 || campaignView);
  useEffect(() => {
    if (underWay) preloadUiKitParts();
  }, [underWay]);
  useReturnParams(engine, actions, params, basePath);
  useResumeGeneration(engine);
  useMailGrantFailure();

  const startOver = async () => {
    navigate(basePath, { replace: true });
    await engine.startNew();
  };

  return (
    <section className="chat-page" aria-labelledby="chat-page-title">
      <ChatHeader canStartOver={ready && (state.messages.length > 0 || campaignView)} onStartOver={startOver} />
      <ChatBody engine={engine} actions={actions} params={params} campaignView={campaignView} quota={quota} mode={mode} />
      <ChatInput
        mode={mode}
        placeholder={placeholderFor(state)}
        maxLength={maxLengthFor(state)}
        onSend={actions.send}
        leading={
          state.step === 1 && !campaignView && <ResumeUploadButton disabled={mode !== 'open'} onFile={actions.uploadResume} />
        }
      />
    </section>
  );
}
