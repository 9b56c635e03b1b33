// The antd parts of the chat, each inside antd's providers (theme, dialog context); loaded by ui-kit-parts.tsx.
import { withUiKit } from 'shared-ui';
import { CampaignSequenceView as CampaignSequenceViewPart } from './campaign-sequence-view';
import { MailboxConnectCard as MailboxConnectCardPart } from './mailbox-connect-card';
import { SequenceBlock as SequenceBlockPart } from './sequence-block';

export const SequenceBlock = withUiKit(SequenceBlockPart);
export const MailboxConnectCard = withUiKit(MailboxConnectCardPart);
export const CampaignSequenceView = withUiKit(CampaignSequenceViewPart);
