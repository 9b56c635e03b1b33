// The home page: headline figures and the search summary (funnel and weekly figures).
import { mockSearchSummary } from '../search-summary.mock';
import type { StoreContext } from './store-context';

export function createDashboardStore({ state, data, views }: StoreContext) {
  const query = {
    homeDashboard() {
      const contacts = data.contacts.length;
      const replied = data.contacts.filter((x) => x.status === 'RESPONDED').length;
      return {
        id: data.user.id,
        campaigns: data.campaigns.filter((c) => c.isActive).length,
        contacts,
        emailSent: views.sentCount(data.emails),
        responseRate: contacts ? Math.round((replied / contacts) * 1000) / 10 : 0,
      };
    },
    searchSummary(args: { timeZone: string }) {
      return mockSearchSummary(data, args.timeZone, state.now());
    },
  };

  return { query, mutation: {} };
}
