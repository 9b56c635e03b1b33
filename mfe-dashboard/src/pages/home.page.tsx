import { useEffect } from 'react';
import { Alert, Button, Card, Col, Row, Spin } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { GetAllCampaignsDocument, HomeDashboardDocument } from 'contracts';
import { PageHeading, StatusBadge, useGraphQLQuery, useSessionStore } from 'shared-ui';
import { getPublicSite } from 'shared-ui/core';
import { useDashboardPaths } from '../components/dashboard-paths';
import { FirstSequenceEmptyState } from '../components/first-sequence-empty-state';
import { formatPercent, relativeTimeFrom } from '../components/format';
import { StatCard } from '../components/stat-card';

const RECENT_SEQUENCES = 5;

/** /dashboard/home: welcome, four figures and the latest sequences; a brand-new account goes to the chat. */
export function HomePage() {
  const paths = useDashboardPaths();
  const navigate = useNavigate();
  const userName = useSessionStore((state) => state.user?.name);
  const summary = useGraphQLQuery(HomeDashboardDocument, {});
  const recent = useGraphQLQuery(GetAllCampaignsDocument, {
    pagination: { first: RECENT_SEQUENCES },
    sort: { field: 'updatedAt', direction: 'desc' },
  });

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
        <Button type="primary" onClick={() => navigate(paths.chats)}>
          Begin outreach
        </Button>
      }
    />
  );

  if (hasNoCampaigns) return <FirstSequenceEmptyState />;
  if (summary.isPending || recent.isPending) {
    return (
      <>
        {heading}
        <Spin aria-label="Loading dashboard" />
      </>
    );
  }

  const figures = summary.data?.homeDashboard;
  const campaigns = recent.data?.campaigns.edges.map((edge) => edge.node) ?? [];

  return (
    <div className="db-page">
      {heading}
      {figures && (
        <Row gutter={[16, 16]} className="db-stats">
          <Col xs={24} sm={12} lg={6}>
            <StatCard title="Active Campaigns" value={figures.campaigns} />
          </Col>
          <Col xs={24} sm={12} lg={6}>
            <StatCard title="Total Contacts" value={figures.contacts} />
          </Col>
          <Col xs={24} sm={12} lg={6}>
            <StatCard title="Emails Sent" value={figures.emailSent} />
          </Col>
          <Col xs={24} sm={12} lg={6}>
            <StatCard title="Response Rate" value={formatPercent(figures.responseRate)} />
          </Col>
        </Row>
      )}
      <Card title="Recent Sequences" extra={<Link to={paths.campaigns}>View all</Link>} className="db-section">
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
      </Card>
      {/* The walkthrough page shows a video only when DEMO_VIDEO_URL is set: without one the notice is left out. */}
      {getPublicSite().demoVideoUrl ? (
        <Alert
          className="db-section"
          type="info"
          showIcon
          title="New here? Watch the video walkthrough"
          description={
            <>
              A short tour of setting up your first follow-up sequence.{' '}
              <a href="/demo" target="_blank" rel="noopener noreferrer">
                Watch the walkthrough
              </a>
            </>
          }
        />
      ) : null}
    </div>
  );
}
