// The home page: headline figures and the search summary (funnel and weekly figures).
import { shareOfApplicationsPercent } from 'contracts';
import { mockSearchSummary } from '../search-summary.mock';
import type { StoreContext } from './store-context';

export function createDashboardStore({ state, data, views }: StoreContext) {
  const query = {
    homeDashboard() {
      // The funnel's replies, as the api counts them (one read model for the rate and the funnel).
      const { applications, replies } = mockSearchSummary(data, 'UTC', state.now()).funnel;
      return {
        id: data.user.id,
        campaigns: data.campaigns.filter((c) => c.isActive).length,
        contacts: applications,
        emailSent: views.sentCount(data.emails),
        responseRate: shareOfApplicationsPercent(replies, applications),
      };
    },
    searchSummary(args: { timeZone: string }) {
      return mockSearchSummary(data, args.timeZone, state.now());
    },
  };

  return { query, mutation: {} };
}
