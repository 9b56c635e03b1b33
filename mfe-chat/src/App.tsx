import { Route, Routes } from 'react-router-dom';
import { ChatPage } from './pages/chat.page';
import './styles/chat.css';

// Mounted by the shell at /dashboard/chats and /dashboard/chat; every path under the mount shows the chat.
// Query parameters (campaignId, autoCreate, sequenceApproved, contactId) are read by the chat page in a later issue.
// The chat needs no links of its own under the mount, so basePath is not used yet.
export default function App(_props: { basePath: string }) {
  return (
    <div className="chat-root">
      <Routes>
        <Route path="*" element={<ChatPage />} />
      </Routes>
    </div>
  );
}
