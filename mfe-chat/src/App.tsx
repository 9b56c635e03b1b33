// Mounted by the shell at /dashboard/chats and /dashboard/chat; every path under the mount shows the chat, which
// reads its query parameters (campaignId, autoCreate, sequenceApproved, contactId) itself.
import { useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ToastHost } from 'shared-ui';
import { expectsConversation } from './conversation/conversation-hint';
import { preloadConversation } from './conversation/conversation-preload';
import { ChatPage } from './pages/chat.page';
import './styles/chat.css';
import './styles/chat-messages.css';
import './styles/chat-cards.css';

export default function App({ basePath }: { basePath: string }) {
  // A conversation under way is asked for before the screen below renders, since the page waits for it. Otherwise the
  // empty state is drawn first and the page asks after that paint (use-chat-persistence).
  useState(() => {
    if (expectsConversation()) preloadConversation();
  });
  return (
    // No antd around the chat: its antd parts bring their own providers (components/ui-kit-parts.tsx). Toasts:
    // shared-ui's light host.
    <ToastHost>
      <div className="chat-root">
        <Routes>
          <Route path="*" element={<ChatPage basePath={basePath} />} />
        </Routes>
      </div>
    </ToastHost>
  );
}
