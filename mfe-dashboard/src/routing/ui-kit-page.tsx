// The antd theme and dialog context around a page that uses antd, in the page's own chunk: the remote's App (and the
// sequences list, which draws no antd) never load the UI kit for it.
import type { ComponentType } from 'react';
import { UiKitProviders } from 'shared-ui';

export function withUiKit(Page: ComponentType): ComponentType {
  function PageWithUiKit() {
    return (
      <UiKitProviders>
        <Page />
      </UiKitProviders>
    );
  }
  PageWithUiKit.displayName = `WithUiKit(${Page.displayName ?? Page.name})`;
  return PageWithUiKit;
}
