// A campaign named in the URL that this conversation did not create (another device, an old link): its emails as
// the server has them, shown as scheduled with sequenceApproved=true; 'No Email Sequence Found' when it has none.
import { Button } from 'antd';
import { Link } from 'react-router-dom';
import {
  CAMPAIGN_NOT_FOUND,
  GetCampaignWithEmailSequencesDocument,
  PAGE_SIZES,
  threadOptionFor,
  GO_TO_CAMPAIGNS,
  NO_SEQUENCE_FOUND_TEXT,
  NO_SEQUENCE_FOUND_TITLE,
  SEQUENCE_SCHEDULED_LABEL,
  VIEW_SEQUENCE,
} from 'contracts';
import { EmptyState, SendingFrom, useGraphQLQuery, useSessionStore } from 'shared-ui';
import type { DraftEmail } from '../conversation/chat.types';
import { SequenceEmailEditor } from './sequence-email-editor';
import { campaignPath } from './sequence-block';
import { Spinner } from './spinner';

export const CAMPAIGNS_ROUTE = '/dashboard/campaigns';

interface CampaignSequenceViewProps {
  campaignId: number;
  contactId: number | null;
  approved: boolean;
}

const toCampaigns = (
  <Link className="chat-link-button" to={CAMPAIGNS_ROUTE}>
    {GO_TO_CAMPAIGNS}
  </Link>
);

export function CampaignSequenceView({ campaignId, contactId, approved }: CampaignSequenceViewProps) {
  const yourName = useSessionStore((state) => state.user?.name ?? null);
  const { data, isPending, isError } = useGraphQLQuery(GetCampaignWithEmailSequencesDocument, {
    filter: { id: campaignId },
    emailSort: { field: 'position', direction: 'asc' },
    emailPagination: { first: PAGE_SIZES.editorEmails },
    contactFilter: { id: contactId ?? -1 },
  });
  if (isPending) return <Spinner className="chat-loading" description="Loading your sequence..." />;
  const campaign = data?.campaign.campaign;
  if (isError || !campaign) return <EmptyState title={CAMPAIGN_NOT_FOUND} action={toCampaigns} />;
  const steps = campaign.emailSequences.edges.map((edge) => edge.node);
  if (steps.length === 0)
    return <EmptyState title={NO_SEQUENCE_FOUND_TITLE} description={NO_SEQUENCE_FOUND_TEXT} action={toCampaigns} />;

  const drafts: DraftEmail[] = steps.map((step, index) => ({
    subject: step.subject,
    body: step.body,
    daysDelay: step.daysDelay,
    thread: threadOptionFor(index, steps[index - 1]?.nextMailInThread),
  }));
  const contact = data.campaign.contact;
  return (
    <section className="chat-card chat-sequence" aria-labelledby="chat-sequence-title">
      <h2 id="chat-sequence-title" className="chat-card__title">
        {campaign.name}
      </h2>
      {contact && (
        <p className="chat-sequence__to">
          To: {contact.firstName} · {contact.email}
        </p>
      )}
      <SendingFrom />
      {drafts.map((_, index) => (
        <SequenceEmailEditor
          key={index}
          drafts={drafts}
          index={index}
          errors={[]}
          readOnly
          names={{ contactFirstName: contact?.firstName ?? null, yourName }}
          onChange={() => undefined}
        />
      ))}
      <footer className="chat-sequence__footer">
        {approved && (
          <Button type="primary" size="large" disabled>
            {SEQUENCE_SCHEDULED_LABEL}
          </Button>
        )}
        <Link className="chat-sequence__link" to={campaignPath(campaignId)}>
          {VIEW_SEQUENCE}
        </Link>
      </footer>
    </section>
  );
}
