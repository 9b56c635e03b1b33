import { useParams } from 'react-router-dom';
import { parseId } from './format';

/** The :campaignId route parameter as a number; null for anything that is not a positive integer. */
export function useCampaignId(): number | null {
  return parseId(useParams().campaignId);
}
