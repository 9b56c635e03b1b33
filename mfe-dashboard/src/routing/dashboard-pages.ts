// Every dashboard page as its own chunk: opening the campaigns list does not download the wizard, settings or billing.
import { campaignsFirstQueries } from '../pages/campaigns.queries';
import { homeFirstQueries } from '../pages/home.queries';
import { lazyPage } from './lazy-page';

export const dashboardPages = {
  // No antd either: the home page's figures and its chart fit the first-load budget only without the UI kit.
  home: lazyPage(() => import('../pages/home.page'), 'HomePage', { firstQueries: homeFirstQueries, antd: false }),
  // The first page after sign-in draws no antd: it loads neither the UI kit nor its providers.
  campaigns: lazyPage(() => import('../pages/campaigns.page'), 'CampaignsPage', {
    firstQueries: campaignsFirstQueries,
    antd: false,
  }),
  newCampaign: lazyPage(() => import('../pages/new-campaign.page'), 'NewCampaignPage'),
  campaignDetail: lazyPage(() => import('../pages/campaign-detail.page'), 'CampaignDetailPage'),
  campaignEdit: lazyPage(() => import('../pages/campaign-edit.page'), 'CampaignEditPage'),
  emailSequences: lazyPage(() => import('../pages/email-sequences.page'), 'EmailSequencesPage'),
  contacts: lazyPage(() => import('../pages/contacts.page'), 'ContactsPage'),
  newContact: lazyPage(() => import('../pages/new-contact.page'), 'NewContactPage'),
  contactDetail: lazyPage(() => import('../pages/contact-detail.page'), 'ContactDetailPage'),
  settings: lazyPage(() => import('../pages/settings.page'), 'SettingsPage'),
  billing: lazyPage(() => import('../pages/billing.page'), 'BillingPage'),
};

/** Loads every page's chunk (component tests, so a render shows the page at once). */
export function preloadDashboardPages(): Promise<void> {
  return Promise.all(Object.values(dashboardPages).map((page) => page.preload())).then(() => undefined);
}
