import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoadingScreen, NotFound, ToastHost } from 'shared-ui';
import { DashboardBasePathProvider } from './components/dashboard-paths';
import { dashboardPages as pages } from './routing/dashboard-pages';
import './styles/dashboard.css';

// Rendered by the shell inside its dashboard layout (session check, sidebar, query client) under '/dashboard/*',
// so the paths below are relative to that mount. '/dashboard' itself and the chat belong to the shell/chat remote.
// Each page is loaded when first shown (routing/dashboard-pages.ts), with antd's providers when it uses antd; toasts
// come from shared-ui's light host, so the sequences list loads no UI kit at all.
export default function App({ basePath }: { basePath: string }) {
  return (
    <ToastHost>
      <DashboardBasePathProvider value={basePath}>
        <Suspense fallback={<LoadingScreen />}>
          <Routes>
            <Route path="home" element={<pages.home.Page />} />
            <Route path="campaigns" element={<pages.campaigns.Page />} />
            <Route path="campaigns/new" element={<pages.newCampaign.Page />} />
            <Route path="campaigns/:campaignId" element={<pages.campaignDetail.Page />} />
            <Route path="campaigns/:campaignId/edit" element={<pages.campaignEdit.Page />} />
            <Route path="campaigns/:campaignId/email-sequences" element={<pages.emailSequences.Page />} />
            <Route path="contacts" element={<pages.contacts.Page />} />
            <Route path="contacts/new" element={<pages.newContact.Page />} />
            <Route path="contacts/:contactId" element={<pages.contactDetail.Page />} />
            <Route path="settings" element={<pages.settings.Page />} />
            <Route path="billing" element={<pages.billing.Page />} />
            <Route path="*" element={<NotFound />} />
          </Routes>
        </Suspense>
      </DashboardBasePathProvider>
    </ToastHost>
  );
}
