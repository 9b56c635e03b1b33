// The antd parts of the chat, each inside antd's providers (theme, dialog context); loaded by ui-kit-parts.tsx.
import type { ComponentType } from 'react';
import { UiKitProviders } from 'shared-ui';
import { CampaignSequenceView as CampaignSequenceViewPart } from './campaign-sequence-view';
import { GmailConnectCard as GmailConnectCardPart } from './gmail-connect-card';
import { SequenceBlock as SequenceBlockPart } from './sequence-block';

function withUiKit<P extends object>(Part: ComponentType<P>): ComponentType<P> {
  function WithUiKit(props: P) {
    return (
      <UiKitProviders>
        <Part {...props} />
      </UiKitProviders>
    );
  }
  WithUiKit.displayName = `WithUiKit(${Part.displayName ?? Part.name})`;
  return WithUiKit;
}

export const SequenceBlock = withUiKit(SequenceBlockPart);
export const GmailConnectCard = withUiKit(GmailConnectCardPart);
export const CampaignSequenceView = withUiKit(CampaignSequenceViewPart);
