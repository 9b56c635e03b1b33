// Every dashboard page as its own chunk: opening the campaigns list does not download the wizard, settings or billing.
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';
import { campaignsFirstQueries } from '../pages/campaigns.queries';
import { homeFirstQueries } from '../pages/home.queries';
import { lazyPage, type LazyPage } from './lazy-page';

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

/** The App's routes, relative to its mount; a static path comes before the pattern it would also match. */
export const dashboardRoutes: ReadonlyArray<{ path: string; page: LazyPage }> = [
  { path: 'home', page: dashboardPages.home },
  { path: 'campaigns', page: dashboardPages.campaigns },
  { path: 'campaigns/new', page: dashboardPages.newCampaign },
  { path: 'campaigns/:campaignId', page: dashboardPages.campaignDetail },
  { path: 'campaigns/:campaignId/edit', page: dashboardPages.campaignEdit },
  { path: 'campaigns/:campaignId/email-sequences', page: dashboardPages.emailSequences },
  { path: 'contacts', page: dashboardPages.contacts },
  { path: 'contacts/new', page: dashboardPages.newContact },
  { path: 'contacts/:contactId', page: dashboardPages.contactDetail },
  { path: 'settings', page: dashboardPages.settings },
  { path: 'billing', page: dashboardPages.billing },
];

/**
 * Loads the page the App shows at `pathname` (mounted at `basePath`) and starts its first queries; resolves at once
 * for a path of no page (the not-found page is in the App's own chunk).
 */
export function preloadDashboardRoute(pathname: string, basePath: string, client: QueryClient): Promise<void> {
  const base = basePath.endsWith('/') ? basePath.slice(0, -1) : basePath;
  const route = dashboardRoutes.find(({ path }) => matchPath(`${base}/${path}`, pathname));
  return route ? route.page.preloadWithData(client) : Promise.resolve();
}

/** Loads every page's chunk (component tests, so a render shows the page at once). */
export function preloadDashboardPages(): Promise<void> {
  return Promise.all(Object.values(dashboardPages).map((page) => page.preload())).then(() => undefined);
}
