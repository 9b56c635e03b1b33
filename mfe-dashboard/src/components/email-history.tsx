import { Button, Timeline } from 'antd';
import { GetCampaignEmailsDocument, NO_EMAIL_HISTORY, PAGE_SIZES } from 'contracts';
import { StatusBadge, useGraphQLQuery } from 'shared-ui';
import { formatDateTime } from './format';
import { gmailSearchUrl } from './gmail-search-url';

interface EmailHistoryProps {
  contactId: number;
  recipient: string | null | undefined;
}

/** The emails sent or scheduled for one contact, newest first. */
export function EmailHistory({ contactId, recipient }: EmailHistoryProps) {
  const { data, isPending } = useGraphQLQuery(GetCampaignEmailsDocument, {
    pagination: { first: PAGE_SIZES.emailHistory },
    filter: { contactId },
    sort: { field: 'createdAt', direction: 'desc' },
  });
  if (isPending) return <p className="db-muted">Loading...</p>;
  const emails = data?.campaignEmails.edges.map((edge) => edge.node) ?? [];
  if (emails.length === 0) return <p className="db-muted">{NO_EMAIL_HISTORY}</p>;

  return (
    <Timeline
      items={emails.map((email) => ({
        key: email.id,
        content: (
          <div className="db-history-item">
            <div className="db-history-item__head">
              <strong>{email.subject}</strong>
              <StatusBadge kind="email" variant="badge" status={email.status} />
            </div>
            <p className="db-muted">
              {email.sentAt ? `Sent ${formatDateTime(email.sentAt)}` : `Scheduled for ${formatDateTime(email.scheduledFor)}`}
            </p>
            {email.sentAt && (
              <Button
                size="small"
                href={gmailSearchUrl(email.subject, recipient)}
                target="_blank"
                rel="noopener noreferrer"
              >
                View in Gmail
              </Button>
            )}
          </div>
        ),
      }))}
    />
  );
}
