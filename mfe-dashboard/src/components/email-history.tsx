import { Button, Timeline } from 'antd';
import {
  GetCampaignEmailsDocument,
  NO_EMAIL_HISTORY,
  PAGE_SIZES,
  isMoveNote,
  viewInMailbox,
  type GetCampaignEmailsQuery,
} from 'contracts';
import { StatusBadge, useGraphQLQuery, useMailbox, type MailboxInfo } from 'shared-ui';
import { formatMoment } from './format';
import { sentEmailUrl } from './sent-email-url';
import './email-history.css';

type HistoryEmail = GetCampaignEmailsQuery['campaignEmails']['edges'][number]['node'];

interface EmailHistoryProps {
  contactId: number;
  recipient: string | null | undefined;
  /** The campaign's IANA zone the times are shown in; the browser's zone when unknown. */
  timezone?: string;
  /** 'timeline' labels (Delivered, Responded) on the campaign page; 'badge' labels (Opened, Response Received). */
  variant?: 'timeline' | 'badge';
  /** Why the sequence stopped early (sequenceStopNotice), shown above the history; null while it runs. */
  stopNotice?: string | null;
}

const TIMES: ReadonlyArray<{ key: 'scheduledFor' | 'sentAt' | 'openedAt' | 'respondedAt'; label: string }> = [
  { key: 'scheduledFor', label: 'Scheduled for' },
  { key: 'sentAt', label: 'Sent' },
  { key: 'openedAt', label: 'Opened' },
  { key: 'respondedAt', label: 'Replied' },
];

/**
 * The emails sent or scheduled for one contact (GetCampaignEmails, first 10, newest first); each sent one links to the
 * user's mailbox ('View in Gmail' or 'View in Outlook', the provider asked once for the page).
 */
export function EmailHistory({ contactId, recipient, timezone, variant = 'timeline', stopNotice }: EmailHistoryProps) {
  const mailbox = useMailbox();
  const { data, isPending, isError } = useGraphQLQuery(GetCampaignEmailsDocument, {
    pagination: { first: PAGE_SIZES.emailHistory },
    filter: { contactId },
    sort: { field: 'createdAt', direction: 'desc' },
  });
  if (isPending) return <p className="db-muted">Loading...</p>;
  if (isError) return <p className="db-state--error">Error loading email history.</p>;
  const emails = data.campaignEmails.edges.map((edge) => edge.node);
  if (emails.length === 0) return <p className="db-muted">{NO_EMAIL_HISTORY}</p>;

  return (
    <>
      {stopNotice ? (
        <p className="db-history-stopped" role="status">
          {stopNotice}
        </p>
      ) : null}
      <Timeline
        className="db-history"
        items={emails.map((email) => ({
          key: email.id,
          content: <HistoryItem email={email} recipient={recipient} timezone={timezone} variant={variant} mailbox={mailbox} />,
        }))}
      />
    </>
  );
}

function HistoryItem({
  email,
  recipient,
  timezone,
  variant,
  mailbox,
}: { email: HistoryEmail; mailbox: MailboxInfo } & Omit<EmailHistoryProps, 'contactId' | 'stopNotice'>) {
  const view = viewInMailbox(mailbox.provider);
  return (
    <article className="db-history-item" aria-label={`Email ${email.position}: ${email.subject}`}>
      <div className="db-history-item__head">
        <strong>{email.subject}</strong>
        <StatusBadge kind="email" variant={variant} status={email.status} />
      </div>
      <dl className="db-history-times">
        {TIMES.filter(({ key }) => email[key]).map(({ key, label }) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd>{formatMoment(email[key], timezone)}</dd>
          </div>
        ))}
      </dl>
      {email.errorMessage && (
        // A follow-up moved for the recipient (out of office until …, a public holiday) says why, as a note, not an error.
        <p className={isMoveNote(email.errorMessage) ? 'db-muted' : 'db-state--error'} role="note">
          {email.errorMessage}
        </p>
      )}
      {email.sentAt && (
        <Button
          size="small"
          href={sentEmailUrl(mailbox, email.subject, recipient, email.outlookWebLink)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${view}: ${email.subject}`}
        >
          {view}
        </Button>
      )}
    </article>
  );
}
