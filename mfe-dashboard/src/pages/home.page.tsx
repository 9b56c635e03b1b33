import { useDeferredValue, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { GetAllCampaignsDocument, HomeDashboardDocument, SearchSummaryDocument } from 'contracts';
import { PageHeading, PlainButton, StatusBadge, useGraphQLQuery, useSessionStore } from 'shared-ui';
import { getPublicSite } from 'shared-ui/core';
import { useDashboardPaths } from '../components/dashboard-paths';
import { FirstSequenceEmptyState } from '../components/first-sequence-empty-state';
import { SearchSummaryCard } from '../components/search-summary/search-summary-card';
import { formatPercent, relativeTimeFrom } from '../components/format';
import { browserTimeZone, RECENT_SEQUENCES_VARIABLES } from './home.queries';
import './home.page.css';

/**
 * /dashboard/home: welcome, four figures, the picture of the search (funnel and weekly chart) and the latest sequences;
 * a brand-new account goes to the chat. Drawn without antd (plain cards), so the page and its chart stay within the
 * dashboard's first-load budget.
 */
export function HomePage() {
  const paths = useDashboardPaths();
  const navigate = useNavigate();
  const userName = useSessionStore((state) => state.user?.name);
  const summary = useGraphQLQuery(HomeDashboardDocument, {});
  const [timeZone] = useState(browserTimeZone);
  const search = useGraphQLQuery(SearchSummaryDocument, { timeZone });
  const recent = useGraphQLQuery(GetAllCampaignsDocument, RECENT_SEQUENCES_VARIABLES);

  const hasNoCampaigns = recent.data?.campaigns.totalCount === 0;
  useEffect(() => {
    // Spec §2: with no campaigns the home page is skipped, replacing the history entry.
    if (hasNoCampaigns) navigate(paths.chats, { replace: true });
  }, [hasNoCampaigns, navigate, paths.chats]);

  const firstName = userName?.trim().split(/\s+/)[0];
  const heading = (
    <PageHeading
      title="Dashboard"
      subtitle={firstName ? `Welcome back, ${firstName}! Here's how your follow-ups are doing.` : 'Welcome back!'}
      actions={
        <PlainButton type="primary" onClick={() => navigate(paths.chats)}>
          Begin outreach
        </PlainButton>
      }
    />
  );

  // Once the data is in, the figures, chart and list are drawn by a background render, in short slices, rather
  // than in one long task that would leave the page unresponsive meanwhile.
  const loading = useDeferredValue(summary.isPending || recent.isPending || search.isPending);

  if (hasNoCampaigns) return <FirstSequenceEmptyState />;
  if (loading) {
    // The same wrapper as the loaded page: the heading painted now stays the same element (it is often the page's
    // largest text, and a new element would count as a late paint).
    return (
      <div className="db-page">
        {heading}
        <p className="db-state" role="status">
          Loading dashboard...
        </p>
      </div>
    );
  }

  const figures = summary.data?.homeDashboard;
  const campaigns = recent.data?.campaigns.edges.map((edge) => edge.node) ?? [];
  const stats = figures
    ? [
        { title: 'Active Campaigns', value: figures.campaigns },
        { title: 'Total Contacts', value: figures.contacts },
        { title: 'Emails Sent', value: figures.emailSent },
        { title: 'Response Rate', value: formatPercent(figures.responseRate) },
      ]
    : [];

  return (
    <div className="db-page">
      {heading}
      {figures && (
        <dl className="db-home-stats">
          {stats.map(({ title, value }) => (
            <div key={title} className="db-card db-home-stat">
              <dt className="db-muted">{title}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {search.data && <SearchSummaryCard summary={search.data.searchSummary} />}
      <section className="db-card db-section" aria-labelledby="db-recent-title">
        <div className="db-card__head">
          <h2 id="db-recent-title" className="db-card__title">
            Recent Sequences
          </h2>
          <Link to={paths.campaigns}>View all</Link>
        </div>
        {campaigns.length === 0 ? (
          <p className="db-muted">No sequences yet.</p>
        ) : (
          <ul className="db-rows">
            {campaigns.map((campaign) => (
              <li key={campaign.id} className="db-row">
                <div>
                  <Link to={paths.campaign(campaign.id)} className="db-row__title">
                    {campaign.name}
                  </Link>
                  <p className="db-muted db-row__meta">
                    {campaign.contacts} contacts • {campaign.emailsSent} emails sent • Last activity:{' '}
                    {relativeTimeFrom(campaign.updatedAt)}
                  </p>
                </div>
                <StatusBadge kind="campaign" isActive={campaign.isActive} isDraft={campaign.isDraft} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {/* The walkthrough page shows a video only when DEMO_VIDEO_URL is set: without one the notice is left out. */}
      {getPublicSite().demoVideoUrl ? (
        <aside className="db-card db-home-notice db-section" aria-labelledby="db-walkthrough-title">
          <h2 id="db-walkthrough-title" className="db-home-notice__title">
            New here? Watch the video walkthrough
          </h2>
          <p>
            A short tour of setting up your first follow-up sequence.{' '}
            <a href="/demo" target="_blank" rel="noopener noreferrer">
              Watch the walkthrough
            </a>
          </p>
        </aside>
      ) : null}
    </div>
  );
}
