import { Route, Routes } from 'react-router-dom';
import { NotFound } from 'shared-ui';
import { DashboardBasePathProvider } from './components/dashboard-paths';
import { BillingPage } from './pages/billing.page';
import { CampaignDetailPage } from './pages/campaign-detail.page';
import { CampaignEditPage } from './pages/campaign-edit.page';
import { CampaignsPage } from './pages/campaigns.page';
import { ContactDetailPage } from './pages/contact-detail.page';
import { ContactsPage } from './pages/contacts.page';
import { EmailSequencesPage } from './pages/email-sequences.page';
import { HomePage } from './pages/home.page';
import { NewCampaignPage } from './pages/new-campaign.page';
import { NewContactPage } from './pages/new-contact.page';
import { SettingsPage } from './pages/settings.page';
import './styles/dashboard.css';

// Rendered by the shell inside its dashboard layout (session check, sidebar, antd providers) under '/dashboard/*',
// so the paths below are relative to that mount. '/dashboard' itself and the chat belong to the shell/chat remote.
export default function App({ basePath }: { basePath: string }) {
  return (
    <DashboardBasePathProvider value={basePath}>
      <Routes>
        <Route path="home" element={<HomePage />} />
        <Route path="campaigns" element={<CampaignsPage />} />
        <Route path="campaigns/new" element={<NewCampaignPage />} />
        <Route path="campaigns/:campaignId" element={<CampaignDetailPage />} />
        <Route path="campaigns/:campaignId/edit" element={<CampaignEditPage />} />
        <Route path="campaigns/:campaignId/email-sequences" element={<EmailSequencesPage />} />
        <Route path="contacts" element={<ContactsPage />} />
        <Route path="contacts/new" element={<NewContactPage />} />
        <Route path="contacts/:contactId" element={<ContactDetailPage />} />
        <Route path="settings" element={<SettingsPage />} />
        <Route path="billing" element={<BillingPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </DashboardBasePathProvider>
  );
}
