import { createContext, useContext, useMemo } from 'react';

// The shell mounts this remote at '/dashboard/*' and passes that prefix as basePath. Links and redirects are built
// from it as absolute paths, never relative ones (they would resolve against the shell's route tree).

const BasePathContext = createContext('/dashboard');

export const DashboardBasePathProvider = BasePathContext.Provider;

export function dashboardPaths(basePath: string) {
  const base = basePath.replace(/(?<!\/)\/+$/, '');
  const id = (value: number | string) => encodeURIComponent(String(value));
  return {
    home: `${base}/home`,
    /** The chat lives in its own remote, mounted under the same prefix. */
    chats: `${base}/chats`,
    campaigns: `${base}/campaigns`,
    newCampaign: `${base}/campaigns/new`,
    campaign: (campaignId: number | string) => `${base}/campaigns/${id(campaignId)}`,
    editCampaign: (campaignId: number | string) => `${base}/campaigns/${id(campaignId)}/edit`,
    emailSequences: (campaignId: number | string) => `${base}/campaigns/${id(campaignId)}/email-sequences`,
    contacts: `${base}/contacts`,
    newContact: `${base}/contacts/new`,
    /** Add a contact straight into one campaign. */
    newContactFor: (campaignId: number | string) => `${base}/contacts/new?campaignId=${id(campaignId)}`,
    contact: (contactId: number | string) => `${base}/contacts/${id(contactId)}`,
    settings: `${base}/settings`,
    billing: `${base}/billing`,
  };
}

export type DashboardPaths = ReturnType<typeof dashboardPaths>;

export function useDashboardPaths(): DashboardPaths {
  const basePath = useContext(BasePathContext);
  return useMemo(() => dashboardPaths(basePath), [basePath]);
}
