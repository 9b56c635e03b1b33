import { Card, Empty, Tag } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import {
  FIRST_EMAIL_TIMING_LABEL,
  GetCampaignWithEmailSequencesDocument,
  PAGE_SIZES,
  THREAD_OPTION_LABELS,
  displayBody,
} from 'contracts';
import { PageHeading, useGraphQLQuery } from 'shared-ui';
import { CampaignNotFound } from '../components/campaign-not-found';
import { useCampaignId } from '../components/use-campaign-id';
import { useDashboardPaths } from '../components/dashboard-paths';
import { parseId } from '../components/format';
import { PageError } from '../components/page-state';
import { WizardSteps } from '../components/wizard-steps';

/**
 * /dashboard/campaigns/:campaignId/email-sequences: step 2 of the wizard. This foundation shows the saved emails of
 * the sequence; the editor (add/remove steps, attachments, preview and scheduling) arrives with its own issue.
 */
export function EmailSequencesPage() {
  const campaignId = useCampaignId();
  if (campaignId === null) return <CampaignNotFound />;
  return <EmailSequences campaignId={campaignId} />;
}

function delayLabel(position: number, daysDelay: number): string {
  if (position <= 1) return FIRST_EMAIL_TIMING_LABEL;
  return `${daysDelay} ${daysDelay === 1 ? 'day' : 'days'} after the previous email`;
}

const fullName = (person: { firstName: string; lastName?: string | null }) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ');

/** A follow-up's thread option comes from the previous step's nextMailInThread (spec §4). */
const threadLabel = (previousContinuesThread: boolean) =>
  previousContinuesThread ? THREAD_OPTION_LABELS.same : THREAD_OPTION_LABELS.new;

function EmailSequences({ campaignId }: { campaignId: number }) {
  const paths = useDashboardPaths();
  const [searchParams] = useSearchParams();
  // Spec §7: contactFilter id -1 when the URL names no contact.
  const contactId = parseId(searchParams.get('contactId') ?? undefined) ?? -1;
  const { data, isPending, isError } = useGraphQLQuery(GetCampaignWithEmailSequencesDocument, {
    filter: { id: campaignId },
    emailSort: { field: 'position', direction: 'asc' },
    emailPagination: { first: PAGE_SIZES.editorEmails },
    contactFilter: { id: contactId },
  });

  const heading = (
    <>
      <WizardSteps current={1} />
      <PageHeading
        title="Write Your Email Sequence"
        subtitle="Draft your initial email and follow-ups. Each follow-up waits the days you choose."
      />
    </>
  );

  if (isPending || isError) {
    return (
      <div className="db-page">
        {heading}
        {isPending ? <p className="db-state">Loading....</p> : <PageError message="Error" />}
      </div>
    );
  }
  const campaign = data?.campaign.campaign;
  if (!campaign) return <CampaignNotFound />;
  const contact = data?.campaign.contact;
  const emails = campaign.emailSequences.edges.map((edge) => edge.node);

  return (
    <div className="db-page">
      {heading}
      <p className="db-muted">
        Sequence: <Link to={paths.campaign(campaign.id)}>{campaign.name}</Link>
        {contact ? ` • To: ${fullName(contact)} (${contact.email ?? 'email pending'})` : ''}
      </p>
      {emails.length === 0 ? (
        <Card>
          <Empty description="No emails in this sequence yet." />
        </Card>
      ) : (
        <ol className="db-email-steps">
          {emails.map((email, index) => (
            <li key={email.id}>
              <Card
                title={`Email ${email.position}`}
                extra={
                  <span className="db-email-step__meta">
                    <Tag>{delayLabel(email.position, email.daysDelay)}</Tag>
                    {index > 0 && <Tag>{threadLabel(emails[index - 1]?.nextMailInThread ?? true)}</Tag>}
                  </span>
                }
              >
                <p className="db-email-step__subject">{email.subject}</p>
                <p className="db-email-step__body">{displayBody(email.body)}</p>
                {email.emailAttachments.length > 0 && (
                  <p className="db-muted">
                    Attachments: {email.emailAttachments.map((attachment) => attachment.fileName).join(', ')}
                  </p>
                )}
              </Card>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
