// A scheduled sequence's block reads the campaign as it is now, not as the chat saved it: a zone or weekend change
// on the sequence's page re-plans the emails, and the block must say the same zone and time as that page. It asks
// under the campaign page's own query key, so the one cache both remotes share answers both, and an action on the
// sequence (invalidateSequence) refreshes the block as well.
import { useQuery } from '@tanstack/react-query';
import { GetSingleCampaignDocument, type GetSingleCampaignQuery } from 'contracts';
import { graphqlQueryOptions } from 'shared-ui';
import type { ChatContext } from './chat.types';

type LiveCampaign = NonNullable<GetSingleCampaignQuery['campaign']['campaign']>;

/** The block's context with the campaign's current zone and, while the first email still waits, its current time. */
export function withLiveCampaign(context: ChatContext, campaign: LiveCampaign | null | undefined): ChatContext {
  if (!campaign) return context;
  // Nothing of the campaign has gone yet: the next send is the first email's.
  const firstWaiting = campaign.lastEmailSentAt == null;
  return {
    ...context,
    timezone: campaign.timezone,
    timezoneSource: campaign.timezoneSource ?? context.timezoneSource,
    firstSendAt: firstWaiting && campaign.nextSendAt ? campaign.nextSendAt : context.firstSendAt,
    sendSettings: {
      excludeWeekends: campaign.excludeWeekends,
      windowStart: campaign.sendWindowStart,
      windowEnd: campaign.sendWindowEnd,
      workWeek: campaign.workWeekChosen ? campaign.workWeek : null,
    },
  };
}

/** The scheduled sequence's context, live from its campaign; the saved context while unscheduled or unanswered. */
export function useLiveSequence(context: ChatContext): ChatContext {
  const campaignId = context.scheduled ? context.campaignId : null;
  // Quiet on failure (no toast): the block then keeps what the chat saved.
  const { data } = useQuery({
    ...graphqlQueryOptions(GetSingleCampaignDocument, { filter: { id: campaignId ?? -1 } }),
    enabled: campaignId !== null,
    retry: false,
  });
  return withLiveCampaign(context, campaignId !== null ? data?.campaign.campaign : null);
}
