import { useState } from 'react';
import { Button, Table, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { GetContactsForCampaignDocument, PAGE_SIZES, sequenceStopNotice, type GetContactsForCampaignQuery } from 'contracts';
import { EmptyState, StatusBadge, useGraphQLQuery } from 'shared-ui';
import { ContactRowActions } from './contact-row-actions';
import { CursorPagerControls } from './cursor-pager-controls';
import { useDashboardPaths } from './dashboard-paths';
import { EmailHistory } from './email-history';
import { relativeTimeFrom } from './format';
import { LinkButton } from './link-button';
import { ListCards } from './list-cards/list-cards';
import { OutcomeBadge } from './outcome/outcome-badge';
import { PageError } from './page-state';
import { useCursorPager } from './use-cursor-pager';
import { useIsPhone } from './use-is-phone';
import { VisuallyHidden } from './visually-hidden';

type ContactRow = GetContactsForCampaignQuery['contacts']['edges'][number]['node'];

const PAGE_SIZE = PAGE_SIZES.campaignContacts;
const fullName = (contact: ContactRow) => [contact.firstName, contact.lastName].filter(Boolean).join(' ');

interface CampaignContactsTableProps {
  campaignId: number;
  /** The campaign's zone: email history times are shown in it. */
  timezone: string;
  /** False for a draft sequence: its rows offer Delete only (nothing to pause, resume or mark). */
  sequenceActions?: boolean;
}

const contactStatus = (contact: ContactRow) => (
  <>
    <StatusBadge kind="contact" status={contact.status} emailsSent={contact.emailsSent} stopReason={contact.stopReason} />
    {!contact.isActive && <Tag color="orange">Paused</Tag>}
    <OutcomeBadge contact={contact} />
  </>
);

/**
 * Contacts of one campaign (product.md §2 columns, 10 per page); a row expands to that contact's email history. On a phone
 * each contact is a card with its status and actions in view (the history opens under it).
 */
export function CampaignContactsTable({ campaignId, timezone, sequenceActions = true }: CampaignContactsTableProps) {
  const paths = useDashboardPaths();
  const pager = useCursorPager(PAGE_SIZE);
  const { data, isPending, isError } = useGraphQLQuery(GetContactsForCampaignDocument, {
    pagination: pager.pagination,
    filter: { campaignId },
    sort: { field: 'createdAt', direction: 'desc' },
  });
  const connection = data?.contacts;
  const contacts = connection?.edges.map((edge) => edge.node) ?? [];
  const phone = useIsPhone();
  const [openHistories, setOpenHistories] = useState<ReadonlySet<number>>(new Set());
  const toggleHistory = (id: number) =>
    setOpenHistories((open) => {
      const next = new Set(open);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  // The contact's page (its outcome and timeline) is one click away from every row and card.
  const contactLink = (contact: ContactRow) => <Link to={paths.contact(contact.id)}>{fullName(contact)}</Link>;
  const history = (contact: ContactRow) => (
    <EmailHistory
      contactId={contact.id}
      recipient={contact.email}
      timezone={timezone}
      variant="timeline"
      stopNotice={sequenceStopNotice(contact)}
    />
  );

  if (isError) return <PageError message="Error loading contacts." />;
  if (!isPending && contacts.length === 0 && pager.page === 0) {
    return (
      <EmptyState
        title="Add Your First Contact"
        description="Add the recruiter or hiring manager you want to follow up with."
        action={<LinkButton to={paths.newContactFor(campaignId)}>Add Contact</LinkButton>}
      />
    );
  }

  const pagerControls = connection && (
    <CursorPagerControls pager={pager} pageSize={PAGE_SIZE} shown={contacts.length} connection={connection} noun="contacts" />
  );

  if (phone) {
    return (
      <>
        <ListCards
          label="Contacts"
          loading={isPending}
          items={contacts.map((contact) => ({
            key: contact.id,
            title: contactLink(contact),
            status: contactStatus(contact),
            fields: [
              { label: 'Email', value: contact.email ?? '—' },
              { label: 'Emails Sent', value: contact.emailsSent },
              { label: 'Last Activity', value: relativeTimeFrom(contact.updatedAt) },
            ],
            actions: (
              <div className="db-inline-actions">
                <ContactRowActions contact={contact} sequenceActions={sequenceActions} />
                <Button
                  size="small"
                  type="link"
                  aria-label={`Email history: ${fullName(contact)}`}
                  aria-expanded={openHistories.has(contact.id)}
                  onClick={() => toggleHistory(contact.id)}
                >
                  Email history
                </Button>
              </div>
            ),
            extra: openHistories.has(contact.id) ? history(contact) : null,
          }))}
        />
        {pagerControls}
      </>
    );
  }

  return (
    <>
      <div className="db-table-scroll">
        <Table<ContactRow>
          rowKey="id"
          loading={isPending}
          dataSource={contacts}
          pagination={false}
          expandable={{
            expandedRowRender: history,
            columnTitle: <VisuallyHidden>Email history</VisuallyHidden>,
          }}
          columns={[
            { title: 'Contact Name', key: 'name', render: (_, contact) => contactLink(contact) },
            { title: 'Email Address', dataIndex: 'email', render: (email: string | null) => email ?? '—' },
            { title: 'Emails Sent', dataIndex: 'emailsSent' },
            {
              title: 'Status',
              key: 'status',
              render: (_, contact) => contactStatus(contact),
            },
            { title: 'Last Activity', dataIndex: 'updatedAt', render: (updatedAt: string) => relativeTimeFrom(updatedAt) },
            {
              title: 'Actions',
              key: 'actions',
              render: (_, contact) => <ContactRowActions contact={contact} sequenceActions={sequenceActions} />,
            },
          ]}
        />
      </div>
      {pagerControls}
    </>
  );
}
