import { Alert } from 'antd';
import { GetSingleCampaignDocument, noContactWarning } from 'contracts';
import { useGraphQLQuery } from 'shared-ui';

/**
 * Before scheduling (product.md §10, "When the job closes"): the sequence's posting asks candidates not to contact
 * recruiters, quoted as the server read it. Nothing is blocked: the user decides.
 */
export function NoContactWarning({ campaignId }: { campaignId: number }) {
  const { data } = useGraphQLQuery(GetSingleCampaignDocument, { filter: { id: campaignId } });
  const sentence = data?.campaign.campaign?.jobPosting?.noContactSentence;
  if (!sentence) return null;
  return <Alert type="warning" showIcon className="db-section" title={noContactWarning(sentence)} />;
}
