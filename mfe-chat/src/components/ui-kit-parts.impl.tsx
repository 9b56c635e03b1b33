// The antd parts of the chat, each inside antd's providers (theme, dialog context); loaded by ui-kit-parts.tsx.
import { withUiKit } from 'shared-ui';
import { CampaignSequenceView as CampaignSequenceViewPart } from './campaign-sequence-view';
import { GmailConnectCard as GmailConnectCardPart } from './gmail-connect-card';
import { SequenceBlock as SequenceBlockPart } from './sequence-block';

export const SequenceBlock = withUiKit(SequenceBlockPart);
export const GmailConnectCard = withUiKit(GmailConnectCardPart);
export const CampaignSequenceView = withUiKit(CampaignSequenceViewPart);
