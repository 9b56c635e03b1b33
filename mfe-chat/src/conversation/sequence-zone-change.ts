// The user picks another sending zone on the drafted sequence. Before anything is saved it is only remembered; once the
// campaign exists it is saved with updateCampaign, which re-plans every unsent email at once, and the chat says
// exactly when the next email now goes (the recipient's time and the user's).
import { IMMEDIATE_SEND_MS, UpdateCampaignDocument, failedToUpdateCampaign } from 'contracts';
import { executeGraphQL, formatSendTime } from 'shared-ui';
import { browserTimezone } from './browser-timezone';
import { errorText, type ChatRuntime } from './chat-runtime';

/** "Sending in Europe/Berlin's working hours now. The next email goes Fri 9:00 AM in Berlin (6:00 PM your time)." */
export function zoneChangedReply(zone: string, nextSendAt: string | null, now: Date = new Date()): string {
  const when = nextSendAt
    ? ` The next email goes ${formatSendTime(nextSendAt, zone, { now, userZone: browserTimezone() })}.`
    : '';
  return `Sending in ${zone}'s working hours now.${when}`;
}

/**
 * `refresh` re-reads every screen of the campaign (the sequence's page, the block's live campaign) before the chat
 * patches its own copy, so the block never shows the old zone next to the new reply.
 */
export async function changeSequenceZone(
  rt: ChatRuntime,
  zone: string,
  refresh?: (campaignId: number) => Promise<void>,
): Promise<void> {
  const { campaignId, scheduled, firstSendAt } = rt.context();
  if (!campaignId) {
    rt.patch({ timezone: zone, timezoneSource: 'CHOSEN' });
    return;
  }
  try {
    const { updateCampaign } = await executeGraphQL(UpdateCampaignDocument, {
      id: campaignId,
      data: { timezone: zone, timezoneSource: 'CHOSEN' },
    });
    const nextSendAt = updateCampaign.nextSendAt ?? null;
    await refresh?.(campaignId).catch(() => undefined);
    // The block's 'First email' moves with the plan unless that email has already gone.
    const firstGone = firstSendAt !== null && new Date(firstSendAt).getTime() < Date.now() - IMMEDIATE_SEND_MS;
    rt.patch({
      timezone: updateCampaign.timezone,
      timezoneSource: updateCampaign.timezoneSource ?? 'CHOSEN',
      ...(scheduled && !firstGone && { firstSendAt: nextSendAt }),
    });
    rt.bot(zoneChangedReply(updateCampaign.timezone, scheduled ? nextSendAt : null));
  } catch (error) {
    rt.bot(failedToUpdateCampaign(errorText(error)));
  }
}
