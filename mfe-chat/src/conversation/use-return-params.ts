// The chat's query parameters (product.md §2/§4). Back from Google's or Microsoft's consent with autoCreate=true and
// the grant, the chat finishes its sequence and redirects once, after 0.5 s, to sequenceApproved=true (shown as
// already scheduled).
// Back on the chat without them (the grant returned elsewhere), the saved return path is followed.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { TIMINGS } from 'contracts';
import type { ChatActions } from './use-chat-actions';
import type { ChatEngine } from './use-chat-engine';

export interface CampaignParams {
  campaignId: number | null;
  contactId: number | null;
  autoCreate: boolean;
  approved: boolean;
}

const positiveId = (value: string | null): number | null => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

export function useCampaignParams(): CampaignParams {
  const [params] = useSearchParams();
  return {
    campaignId: positiveId(params.get('campaignId')),
    contactId: positiveId(params.get('contactId')),
    autoCreate: params.get('autoCreate') === 'true',
    approved: params.get('sequenceApproved') === 'true',
  };
}

export const approvedPath = (basePath: string, campaignId: number) =>
  `${basePath}?campaignId=${campaignId}&sequenceApproved=true`;

export function useReturnParams(engine: ChatEngine, actions: ChatActions, params: CampaignParams, basePath: string): void {
  const navigate = useNavigate();
  const { search } = useLocation();
  const handled = useRef<string | null>(null);
  const redirect = useRef<ReturnType<typeof setTimeout> | null>(null);
  const { status } = engine.persistence;
  const { get, patch } = engine.store;
  const { finishAfterGrant, checkGmailGrant } = actions;
  const { campaignId, autoCreate, approved } = params;

  useEffect(() => {
    if (status !== 'ready' || handled.current === search) return;
    handled.current = search;
    const { context } = get();
    if (campaignId && autoCreate) {
      void (async () => {
        if (!(await finishAfterGrant(campaignId))) return;
        redirect.current = setTimeout(
          () => navigate(approvedPath(basePath, campaignId), { replace: true }),
          TIMINGS.chatAutoRedirect,
        );
      })();
    } else if (campaignId && approved && context.campaignId === campaignId && !context.scheduled) {
      patch({ scheduled: true, needsGmail: false, gmailReturnTo: null });
    } else if (!campaignId && context.needsGmail && context.gmailReturnTo) {
      const target = context.gmailReturnTo;
      void checkGmailGrant().then((granted) => granted && navigate(target, { replace: true }));
    }
  }, [status, search, get, patch, finishAfterGrant, checkGmailGrant, navigate, basePath, campaignId, autoCreate, approved]);

  useEffect(
    () => () => {
      if (redirect.current) clearTimeout(redirect.current);
    },
    [],
  );
}
