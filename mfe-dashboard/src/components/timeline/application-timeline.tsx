import {
  ERROR_LOADING_TIMELINE,
  GetContactTimelineDocument,
  openInMailbox,
  outlookSentItemsUrl,
  TIMELINE_EMPTY,
  type GetContactTimelineQuery,
} from 'contracts';
import { useGraphQLQuery, useMailbox } from 'shared-ui';
import { formatMoment } from '../format';
import { PageError, PageLoading } from '../page-state';
import './application-timeline.css';

type TimelineEntry = NonNullable<GetContactTimelineQuery['contact']>['timeline'][number];

/** 'Nov 4, 2026': an applied day is a day, not a moment. */
const formatDay = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso));

/** The first entry of each thread carries its link (the others would repeat it), `linkOf` the link it opens. */
function threadLinks(entries: readonly TimelineEntry[], linkOf: (entry: TimelineEntry) => string): Set<TimelineEntry> {
  const seen = new Set<string>();
  const linked = new Set<TimelineEntry>();
  for (const entry of entries) {
    if (!entry.gmailThreadUrl || seen.has(linkOf(entry))) continue;
    seen.add(linkOf(entry));
    linked.add(entry);
  }
  return linked;
}

/**
 * One timeline per application (product.md §11): a vertical list, oldest first, times in the sequence's zone, each
 * thread with an 'Open in Gmail' link (for an Outlook user 'Open in Outlook' on each email Outlook gave a link for, as
 * no documented link opens a conversation there, else one to Sent Items), and the company's typical reply time once
 * it has answered.
 */
export function ApplicationTimeline({ contactId, timezone }: { contactId: number; timezone?: string }) {
  const { data, isPending, isError } = useGraphQLQuery(GetContactTimelineDocument, { contactId });
  const mailbox = useMailbox();
  const openLabel = openInMailbox(mailbox.provider);
  const linkOf = (entry: TimelineEntry) =>
    mailbox.provider === 'OUTLOOK' ? (entry.outlookWebLink ?? outlookSentItemsUrl(mailbox.address)) : entry.gmailThreadUrl!;
  if (isPending) return <PageLoading />;
  const contact = data?.contact;
  if (isError || !contact) return <PageError message={ERROR_LOADING_TIMELINE} />;
  const linked = threadLinks(contact.timeline, linkOf);
  return (
    <div className="db-timeline">
      {contact.companyReplyTime ? <p className="db-timeline__reply-time">{contact.companyReplyTime.label}</p> : null}
      {contact.timeline.length === 0 ? (
        <p className="db-muted">{TIMELINE_EMPTY}</p>
      ) : (
        <ol className="db-timeline__list" aria-label="Application timeline">
          {contact.timeline.map((entry, index) => (
            <li
              key={`${entry.kind}-${entry.at}-${index}`}
              className={`db-timeline__item db-timeline__item--${entry.kind.toLowerCase()}`}
            >
              <time className="db-timeline__time" dateTime={entry.at}>
                {entry.kind === 'APPLIED' ? formatDay(entry.at) : formatMoment(entry.at, timezone)}
              </time>
              <span className="db-timeline__label">{entry.label}</span>
              {linked.has(entry) ? (
                <a
                  className="db-timeline__gmail"
                  href={linkOf(entry)}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${openLabel}: ${entry.label}`}
                >
                  {openLabel}
                </a>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
