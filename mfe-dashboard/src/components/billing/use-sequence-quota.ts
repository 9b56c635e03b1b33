// The month's sequence quota where a sequence is started (issue 15): read up front for the notice, and asked again
// right before anything is created, so a user at zero is stopped before a contact or campaign exists.
import { GetBillingOverviewDocument, canStartSequence, type GetBillingOverviewQuery } from 'contracts';
import { useGraphQLQuery } from 'shared-ui';
import { SEQUENCE_QUOTA_VARIABLES } from './sequence-quota.query';

export interface SequenceQuota {
  /** The plan usage, once loaded. */
  overview: GetBillingOverviewQuery['billingOverview'] | undefined;
  /** True when none is left: the start is blocked. Unknown (loading, failed) does not block; the api still refuses. */
  blocked: boolean;
  /** Asks the server again; false when none is left (the notice then shows the usage text and the upgrade link). */
  ensureLeft: () => Promise<boolean>;
}

export function useSequenceQuota(): SequenceQuota {
  const query = useGraphQLQuery(GetBillingOverviewDocument, SEQUENCE_QUOTA_VARIABLES);
  const overview = query.data?.billingOverview;
  const blocked = overview ? !canStartSequence(overview.sequencesUsed, overview.sequencesTotal) : false;

  const ensureLeft = async () => {
    const { data } = await query.refetch();
    const fresh = data?.billingOverview;
    // Without an answer the api's own refusal at scheduling is the guard.
    return fresh ? canStartSequence(fresh.sequencesUsed, fresh.sequencesTotal) : true;
  };

  return { overview, blocked, ensureLeft };
}
