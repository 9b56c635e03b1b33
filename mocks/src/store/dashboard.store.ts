// The home page: headline figures and the search summary (funnel and weekly figures), built with contracts'
// buildSearchSummary over the fixtures (the api's read model, not a copy of it).
import { buildSearchSummary, isKnownTimezone, shareOfApplicationsPercent } from 'contracts';
import { searchApplicationsOf } from '../read-model-sources.util';
import { badInput } from './connection.util';
import type { StoreContext } from './store-context';

export function createDashboardStore({ state, data, views }: StoreContext) {
  const summary = (timeZone: string) =>
    buildSearchSummary({
      applications: searchApplicationsOf(data),
      sentAt: data.emails.flatMap((email) => (email.sentAt ? [email.sentAt] : [])),
      timeZone,
      now: state.now(),
    });
  const query = {
    homeDashboard() {
      // The funnel's replies, as the api counts them (one read model for the rate and the funnel).
      const { applications, replies } = summary('UTC').funnel;
      return {
        id: data.user.id,
        campaigns: data.campaigns.filter((c) => c.isActive).length,
        contacts: applications,
        emailSent: views.sentCount(data.emails),
        responseRate: shareOfApplicationsPercent(replies, applications),
      };
    },
    searchSummary(args: { timeZone: string }) {
      if (!isKnownTimezone(args.timeZone)) throw badInput(`Unknown timezone: ${args.timeZone}`);
      return summary(args.timeZone);
    },
  };

  return { query, mutation: {} };
}
