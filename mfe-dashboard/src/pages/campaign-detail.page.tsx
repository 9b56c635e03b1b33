import { Alert, Card, Descriptions } from 'antd';
import { Link } from 'react-router-dom';
import {
  FINISH_SEQUENCE,
  formatSendingResumeTime,
  GetSingleCampaignDocument,
  SEQUENCE_IS_DRAFT,
  mailboxDailyLimitReached,
  offersSequenceActions,
} from 'contracts';
import { PageHeading, StatusBadge, useGraphQLQuery, useMailbox } from 'shared-ui';
import { CampaignContactsTable } from '../components/campaign-contacts-table';
import { CampaignDeleteButton } from '../components/campaign-delete-button';
import { CampaignNotFound } from '../components/campaign-not-found';
import { CampaignStatusToggle } from '../components/campaign-status-toggle';
import { useDashboardPaths } from '../components/dashboard-paths';
import { formatMoment } from '../components/format';
import { MailPermissionBanner } from '../components/mail-permission-banner';
import { HeldForClosedPosting } from '../components/job-posting/posting-hold-notice';
import { PageLoading } from '../components/page-state';
import { SendZoneSummary } from '../components/send-zone-summary';
import { useCampaignId } from '../components/use-campaign-id';
import './campaign-detail.page.css';

/** /dashboard/campaigns/:campaignId: header with the pause toggle, mailbox banner, settings and the contacts. */
export function CampaignDetailPage() {
  const campaignId = useCampaignId();
  if (campaignId === null) return <CampaignNotFound />;
  return <CampaignDetail campaignId={campaignId} />;
}

function CampaignDetail({ campaignId }: { campaignId: number }) {
  const paths = useDashboardPaths();
  const { provider } = useMailbox();
  const { data, isPending } = useGraphQLQuery(GetSingleCampaignDocument, { filter: { id: campaignId } });
  if (isPending) return <PageLoading />;
  const campaign = data?.campaign.campaign;
  if (!campaign) return <CampaignNotFound />;

  return (
    <div className="db-page">
      <PageHeading
        title={
          <span className="db-title-with-badge">
            {campaign.name} <StatusBadge kind="campaign" isActive={campaign.isActive} isDraft={campaign.isDraft} />
          </span>
        }
        subtitle={<Link to={paths.campaigns}>← Back to Sequences</Link>}
        actions={
          <div className="db-actions db-actions--center">
            <Link to={paths.editCampaign(campaign.id)}>Edit Campaign</Link>
            <Link to={paths.emailSequences(campaign.id)}>Edit Mail Sequence</Link>
            {/* A draft never scheduled anything: nothing to pause or activate. */}
            {offersSequenceActions(campaign) ? (
              <CampaignStatusToggle campaignId={campaign.id} isActive={campaign.isActive} />
            ) : null}
            <CampaignDeleteButton campaignId={campaign.id} name={campaign.name} />
          </div>
        }
      />
      <MailPermissionBanner returnTo={paths.campaign(campaign.id)} />
      {campaign.isDraft ? (
        <Alert
          className="db-section"
          type="info"
          showIcon
          title={SEQUENCE_IS_DRAFT}
          action={<Link to={paths.emailSequences(campaign.id)}>{FINISH_SEQUENCE}</Link>}
        />
      ) : null}
      {campaign.jobPosting?.status === 'CLOSED' ? (
        <HeldForClosedPosting campaignId={campaign.id} posting={campaign.jobPosting} timezone={campaign.timezone} />
      ) : null}
      {campaign.gmailSendingPausedUntil ? (
        <Alert
          className="db-section"
          type="warning"
          showIcon
          message={mailboxDailyLimitReached(
            provider,
            formatSendingResumeTime(new Date(campaign.gmailSendingPausedUntil), campaign.timezone),
          )}
        />
      ) : null}
      <Card className="db-section">
        {/* The zone's sentence gets a row of its own: beside it, a four-column table squeezed the short values
            ('Skipped', 'Never') to one letter a line at 1280 px. */}
        <Descriptions
          className="db-sequence-summary"
          aria-label="Sequence summary"
          column={{ xs: 1, sm: 3 }}
          items={[
            { key: 'timezone', label: 'Timezone', span: 'filled', children: <SendZoneSummary campaign={campaign} /> },
            { key: 'weekends', label: 'Weekends', children: campaign.excludeWeekends ? 'Skipped' : 'Included' },
            { key: 'emails', label: 'Emails in sequence', children: campaign.sequenceSize },
            {
              key: 'last-sent',
              label: 'Last email sent',
              children: campaign.lastEmailSentAt ? formatMoment(campaign.lastEmailSentAt, campaign.timezone) : 'Never',
            },
          ]}
        />
      </Card>
      <Card
        title="Contacts"
        className="db-section"
        extra={campaign.contacts > 0 ? <Link to={paths.newContactFor(campaign.id)}>Add Contact</Link> : null}
      >
        <CampaignContactsTable
          campaignId={campaign.id}
          timezone={campaign.timezone}
          sequenceActions={offersSequenceActions(campaign)}
        />
      </Card>
    </div>
  );
}
