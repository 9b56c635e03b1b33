import { Alert, Button, Space } from 'antd';
import {
  GetContactsForCampaignDocument,
  PAGE_SIZES,
  SEND_ANYWAY,
  STOP_FOLLOW_UPS,
  SendAnywayAfterPostingClosedDocument,
  StopAfterPostingClosedDocument,
  postingClosedNotice,
  type JobPostingClosedReason,
  type JobPostingClosedWhy,
} from 'contracts';
import { useGraphQLQuery, useInvalidateSequence } from 'shared-ui';
import { errorText, usePageMutation } from '../use-page-mutation';
import { useToast } from '../use-toast';

const WHY: Readonly<Record<JobPostingClosedReason, JobPostingClosedWhy>> = {
  ATS_CLOSED: 'ats-closed',
  NOT_FOUND: 'not-found',
  VALID_THROUGH_PASSED: 'valid-through-passed',
  PAGE_SAYS_CLOSED: 'page-says-closed',
};

export interface PostingHoldNoticeProps {
  campaignId: number;
  /** The page's contact, when the notice is on a contact's page (its queries are refreshed too). */
  contactId?: number;
  posting: {
    role?: string | null;
    company?: string | null;
    closedAt?: string | null;
    closedReason?: JobPostingClosedReason | null;
  };
  timezone?: string;
}

/**
 * The job closed and the follow-ups hold (product.md §10, "When the job closes"): the notice and the user's two
 * choices, for every held contact of the sequence at once.
 */
export function PostingHoldNotice({ campaignId, contactId, posting, timezone }: PostingHoldNoticeProps) {
  const toast = useToast();
  const invalidate = useInvalidateSequence();
  const sendAnyway = usePageMutation(SendAnywayAfterPostingClosedDocument);
  const stop = usePageMutation(StopAfterPostingClosedDocument);
  if (!posting.closedAt) return null;

  const choose = async (run: () => Promise<{ success: boolean; message: string }>) => {
    try {
      const answer = await run();
      if (answer.success) toast.success(answer.message);
      else toast.error(answer.message);
    } catch (error) {
      toast.error(errorText(error));
    }
    await invalidate({ campaignId, contactId });
  };
  const busy = sendAnyway.isPending || stop.isPending;

  return (
    <Alert
      type="warning"
      showIcon
      className="db-section"
      title={postingClosedNotice({
        role: posting.role,
        company: posting.company,
        closedAt: posting.closedAt,
        closedReason: posting.closedReason ? WHY[posting.closedReason] : null,
        timeZone: timezone,
      })}
      action={
        <Space wrap>
          <Button
            type="primary"
            size="small"
            disabled={busy}
            loading={sendAnyway.isPending}
            onClick={() => choose(async () => (await sendAnyway.mutateAsync({ campaignId })).sendAnywayAfterPostingClosed)}
          >
            {SEND_ANYWAY}
          </Button>
          <Button
            danger
            size="small"
            disabled={busy}
            loading={stop.isPending}
            onClick={() => choose(async () => (await stop.mutateAsync({ campaignId })).stopAfterPostingClosed)}
          >
            {STOP_FOLLOW_UPS}
          </Button>
        </Space>
      }
    />
  );
}

/**
 * The sequence page's notice: shown while one of its contacts is still held for the closed posting (the contacts
 * table's own query, so no second request).
 */
export function HeldForClosedPosting(props: Omit<PostingHoldNoticeProps, 'contactId'>) {
  const { data } = useGraphQLQuery(GetContactsForCampaignDocument, {
    pagination: { first: PAGE_SIZES.campaignContacts },
    filter: { campaignId: props.campaignId },
    sort: { field: 'createdAt', direction: 'desc' },
  });
  const held = data?.contacts.edges.some(({ node }) => !node.isActive && node.pauseReason === 'POSTING_CLOSED');
  return held ? <PostingHoldNotice {...props} /> : null;
}
