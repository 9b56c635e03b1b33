import type { ReactNode } from 'react';
import { Card, Descriptions } from 'antd';
import { Link, useParams } from 'react-router-dom';
import {
  ERROR_LOADING_CONTACT,
  GetSingleContactDocument,
  JOB_POSTING_ROW_LABEL,
  offersSequenceActions,
  sequenceStopNotice,
} from 'contracts';
import { PageHeading, StatusBadge, useGraphQLQuery } from 'shared-ui';
import { useDashboardPaths } from '../components/dashboard-paths';
import { BounceResendActions } from '../components/bounce-resend-actions';
import { EmailHistory } from '../components/email-history';
import { HandWrittenPause } from '../components/hand-written-pause';
import { PostingHoldNotice } from '../components/job-posting/posting-hold-notice';
import { PostingLink } from '../components/job-posting/posting-link';
import { parseId, relativeTimeFrom } from '../components/format';
import { OutcomeControl } from '../components/outcome/outcome-control';
import { ReplyNoteOffer } from '../components/outcome/reply-note-offer';
import { PageError, PageLoading } from '../components/page-state';
import { SendNowButton } from '../components/send-now-button';
import { ApplicationTimeline } from '../components/timeline/application-timeline';
import { AppliedOnEditor } from '../components/timeline/applied-on-editor';
import { useRefreshWhileSending } from '../components/use-refresh-while-sending';

/**
 * /dashboard/contacts/:contactId: one application (product.md §11): the contact, what the reply means (confirm or set
 * in one click), its timeline and its email history.
 */
export function ContactDetailPage() {
  const contactId = parseId(useParams().contactId);
  if (contactId === null)
    return (
      <ContactDetailShell>
        <PageError message={ERROR_LOADING_CONTACT} />
      </ContactDetailShell>
    );
  return <ContactDetail contactId={contactId} />;
}

function ContactDetailShell({ children }: { children: ReactNode }) {
  const paths = useDashboardPaths();
  return (
    <div className="db-page">
      <PageHeading title="Contact Details" subtitle={<Link to={paths.contacts}>← Back to Contacts</Link>} />
      {children}
    </div>
  );
}

function ContactDetail({ contactId }: { contactId: number }) {
  const paths = useDashboardPaths();
  const { data, isPending, isError } = useGraphQLQuery(GetSingleContactDocument, { filter: { id: contactId } });
  const contact = data?.contact;
  // After 'Send now' the worker sends a moment later: status, timeline and history follow without a reload.
  useRefreshWhileSending(contact);

  let body: ReactNode;
  if (isPending) body = <PageLoading />;
  else if (isError || !contact) body = <PageError message={ERROR_LOADING_CONTACT} />;
  else {
    body = (
      <>
        <Card className="db-section" title={[contact.firstName, contact.lastName].filter(Boolean).join(' ')}>
          <Descriptions
            column={{ xs: 1, sm: 2, lg: 4 }}
            items={[
              { key: 'email', label: 'Email', children: contact.email ?? '—' },
              ...(contact.campaign
                ? [
                    {
                      key: 'sequence',
                      label: 'Sequence',
                      children: <Link to={paths.campaign(contact.campaign.id)}>{contact.campaign.name}</Link>,
                    },
                  ]
                : []),
              ...(contact.campaign?.jobPosting
                ? [
                    {
                      key: 'job',
                      label: JOB_POSTING_ROW_LABEL,
                      children: <PostingLink posting={contact.campaign.jobPosting} />,
                    },
                  ]
                : []),
              { key: 'sent', label: 'Emails Sent', children: contact.emailsSent },
              { key: 'activity', label: 'Last Activity', children: relativeTimeFrom(contact.updatedAt) },
              {
                key: 'status',
                label: 'Status',
                children: (
                  <StatusBadge
                    kind="contact"
                    status={contact.status}
                    emailsSent={contact.emailsSent}
                    stopReason={contact.stopReason}
                  />
                ),
              },
            ]}
          />
        </Card>
        {contact.campaign?.jobPosting && !contact.isActive && contact.pauseReason === 'POSTING_CLOSED' ? (
          <PostingHoldNotice
            campaignId={contact.campaign.id}
            contactId={contact.id}
            posting={contact.campaign.jobPosting}
            timezone={contact.campaign.timezone}
          />
        ) : null}
        <Card className="db-section" title="Reply outcome">
          <OutcomeControl contact={contact} timezone={contact.campaign?.timezone} />
        </Card>
        {/* The thank-you / gracious reply the outcome calls for: offered, never sent before the user approves. */}
        <ReplyNoteOffer contactId={contact.id} />
        <Card className="db-section" title="Timeline">
          <AppliedOnEditor key={contact.appliedAt ?? ''} contactId={contact.id} appliedAt={contact.appliedAt} />
          <ApplicationTimeline contactId={contact.id} timezone={contact.campaign?.timezone} />
        </Card>
        <Card className="db-section" title="Email History">
          {/* A draft sequence sent and scheduled nothing: no Resume, no Send now. */}
          {offersSequenceActions(contact.campaign) ? (
            <>
              <HandWrittenPause contact={contact} timezone={contact.campaign?.timezone} />
              <SendNowButton contact={contact} timezone={contact.campaign?.timezone} />
            </>
          ) : null}
          <BounceResendActions contact={contact} />
          {/* Times in the sequence's zone, as on the campaign page: the recipient's working hours are what matter. */}
          <EmailHistory
            contactId={contact.id}
            recipient={contact.email}
            timezone={contact.campaign?.timezone}
            variant="badge"
            stopNotice={sequenceStopNotice(contact)}
          />
        </Card>
      </>
    );
  }
  return <ContactDetailShell>{body}</ContactDetailShell>;
}
