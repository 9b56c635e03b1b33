import { useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ERROR_LOADING_CAMPAIGNS, GetAllCampaignsDocument, LOADING_CAMPAIGNS, TEXT_LIMITS } from 'contracts';
import { PageHeading, PlainButton, useGraphQLQuery } from 'shared-ui';
import { SequenceQuotaNotice } from '../components/billing/sequence-quota-notice';
import { useSequenceQuota } from '../components/billing/use-sequence-quota';
import { CampaignCard } from '../components/campaign-card';
import { useDashboardPaths } from '../components/dashboard-paths';
import { FirstSequenceEmptyState } from '../components/first-sequence-empty-state';
import { CursorPagerControls } from '../components/cursor-pager-controls';
import { useCursorPager } from '../components/use-cursor-pager';
import { useDebouncedValue } from '../components/use-debounced-value';
import { CAMPAIGNS_PAGE_SIZE as PAGE_SIZE, campaignsListVariables } from './campaigns.queries';

type StatusFilter = 'all' | 'active' | 'paused';

const STATUS_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All Statuses' },
  { value: 'active', label: 'Active' },
  { value: 'paused', label: 'Paused' },
];

const IS_ACTIVE: Record<StatusFilter, boolean | undefined> = { all: undefined, active: true, paused: false };

/** /dashboard/campaigns: the user's sequences, newest activity first, 20 per page; search and status filter on the server. */
export function CampaignsPage() {
  const paths = useDashboardPaths();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  // Quota up front: the month's sequences left show next to 'New Sequence', which is blocked at zero (nothing created).
  const quota = useSequenceQuota();
  // Asked again on click: another tab may have used the last one (the refetch then shows the blocked notice).
  const startSequence = async () => {
    if (await quota.ensureLeft()) navigate(paths.newCampaign);
  };
  const searchTerm = useDebouncedValue(search.trim());
  const filtered = searchTerm !== '' || status !== 'all';
  const filter = { search: searchTerm || undefined, isActive: IS_ACTIVE[status] };
  // A new search or status starts again at the first page.
  const pager = useCursorPager(PAGE_SIZE, JSON.stringify(filter));

  const { data, isPending, isError } = useGraphQLQuery(
    GetAllCampaignsDocument,
    campaignsListVariables(pager.pagination, filter),
    // Keep showing the previous list while a new search loads, instead of flashing the loading text.
    { placeholderData: keepPreviousData },
  );
  const connection = data?.campaigns;
  const campaigns = connection?.edges.map((edge) => edge.node) ?? [];

  const renderList = () => {
    if (isPending) return <p className="db-state">{LOADING_CAMPAIGNS}</p>;
    if (isError) return <p className="db-state db-state--error">{ERROR_LOADING_CAMPAIGNS}</p>;
    if (campaigns.length === 0 && pager.page === 0) {
      return filtered ? <p className="db-state">No sequences match your search.</p> : <FirstSequenceEmptyState />;
    }
    return (
      <>
        <div className="db-card-grid">
          {campaigns.map((campaign) => (
            <CampaignCard key={campaign.id} campaign={campaign} href={paths.campaign(campaign.id)} />
          ))}
        </div>
        {connection && (
          <CursorPagerControls
            pager={pager}
            pageSize={PAGE_SIZE}
            shown={campaigns.length}
            connection={connection}
            noun="sequences"
          />
        )}
      </>
    );
  };

  return (
    <div className="db-page">
      <PageHeading
        title="Sequences"
        subtitle="Manage your follow-up email sequences"
        actions={
          <div className="db-inline-actions">
            {quota.blocked ? null : <SequenceQuotaNotice quota={quota} />}
            <PlainButton type="primary" disabled={quota.blocked} onClick={() => void startSequence()}>
              New Sequence
            </PlainButton>
          </div>
        }
      />
      {quota.blocked ? <SequenceQuotaNotice quota={quota} className="db-section" /> : null}
      {/* Native controls: the list is the first page after sign-in, and antd's search and select cost it ~40 KB
          gzip and render time on a phone. The search box clears with Escape or its own clear button. */}
      <div className="db-toolbar" role="search">
        <input
          type="search"
          placeholder="Search campaigns..."
          aria-label="Search campaigns"
          maxLength={TEXT_LIMITS.search}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="db-field db-toolbar__search"
        />
        <select
          aria-label="Status filter"
          value={status}
          onChange={(event) => setStatus(event.target.value as StatusFilter)}
          className="db-field db-toolbar__filter"
        >
          {STATUS_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {renderList()}
    </div>
  );
}
