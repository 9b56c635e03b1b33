import { useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { Input, Table } from 'antd';
import { Link } from 'react-router-dom';
import { GetContactsForCampaignDocument, PAGE_SIZES, TEXT_LIMITS, type GetContactsForCampaignQuery } from 'contracts';
import { EmptyState, PageHeading, StatusBadge, useGraphQLQuery } from 'shared-ui';
import { CursorPagerControls } from '../components/cursor-pager-controls';
import { useDashboardPaths } from '../components/dashboard-paths';
import { relativeTimeFrom } from '../components/format';
import { LinkButton } from '../components/link-button';
import { ListCards } from '../components/list-cards/list-cards';
import { OutcomeBadge } from '../components/outcome/outcome-badge';
import { PageError } from '../components/page-state';
import { useCursorPager } from '../components/use-cursor-pager';
import { useDebouncedValue } from '../components/use-debounced-value';
import { useIsPhone } from '../components/use-is-phone';
import { VisuallyHidden } from '../components/visually-hidden';

type ContactRow = GetContactsForCampaignQuery['contacts']['edges'][number]['node'];

const PAGE_SIZE = PAGE_SIZES.contactsList;

/** /dashboard/contacts: every contact across the user's sequences, 100 per page; the search filters on the server. */
export function ContactsPage() {
  const paths = useDashboardPaths();
  const [search, setSearch] = useState('');
  const searchTerm = useDebouncedValue(search.trim());
  const filter = { search: searchTerm || undefined };
  const pager = useCursorPager(PAGE_SIZE, searchTerm);
  const { data, isPending, isError } = useGraphQLQuery(
    GetContactsForCampaignDocument,
    { pagination: pager.pagination, filter, sort: { field: 'updatedAt', direction: 'desc' } },
    // Keep the current rows while a new search loads instead of flashing an empty table.
    { placeholderData: keepPreviousData },
  );
  const connection = data?.contacts;
  const contacts = connection?.edges.map((edge) => edge.node) ?? [];
  const addContact = <LinkButton to={paths.newContact}>Add Contact</LinkButton>;
  // On a phone each contact is a card with its status and history link in view (no sideways scroll).
  const phone = useIsPhone();
  const status = (contact: ContactRow) => (
    <>
      <StatusBadge
        kind="contact"
        variant="list"
        status={contact.status}
        emailsSent={contact.emailsSent}
        stopReason={contact.stopReason}
      />
      <OutcomeBadge contact={contact} />
    </>
  );
  const sequenceLink = (contact: ContactRow) =>
    contact.campaign ? <Link to={paths.campaign(contact.campaign.id)}>{contact.campaign.name}</Link> : '—';
  const historyLink = (contact: ContactRow) => (
    <Link to={paths.contact(contact.id)} aria-label={`View History: ${contact.firstName}`}>
      View History
    </Link>
  );

  const renderBody = () => {
    if (isError) return <PageError message="Error loading contacts." />;
    if (!isPending && contacts.length === 0 && pager.page === 0) {
      if (searchTerm) return <p className="db-state">No contacts match your search.</p>;
      return (
        <EmptyState
          title="Add Your First Contact"
          description="Add a recruiter or hiring manager by email or LinkedIn profile, then draft your follow-ups."
          action={addContact}
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
              title: <Link to={paths.contact(contact.id)}>{contact.email ?? contact.firstName}</Link>,
              status: status(contact),
              fields: [
                { label: 'First Name', value: contact.firstName },
                { label: 'Sequence', value: sequenceLink(contact) },
                { label: 'Emails Sent', value: contact.emailsSent },
                { label: 'Last Activity', value: relativeTimeFrom(contact.updatedAt) },
              ],
              actions: historyLink(contact),
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
            columns={[
              { title: 'Email', dataIndex: 'email', render: (email: string | null) => email ?? '—' },
              { title: 'First Name', dataIndex: 'firstName' },
              {
                title: 'Sequence',
                key: 'campaign',
                render: (_, contact) => sequenceLink(contact),
              },
              { title: 'Emails Sent', dataIndex: 'emailsSent' },
              { title: 'Last Activity', dataIndex: 'updatedAt', render: (updatedAt: string) => relativeTimeFrom(updatedAt) },
              {
                title: 'Status',
                key: 'status',
                render: (_, contact) => status(contact),
              },
              {
                title: <VisuallyHidden>History</VisuallyHidden>,
                key: 'history',
                render: (_, contact) => historyLink(contact),
              },
            ]}
          />
        </div>
        {pagerControls}
      </>
    );
  };

  return (
    <div className="db-page">
      <PageHeading title="Contacts" subtitle="Everyone you are following up with" actions={addContact} />
      <div className="db-toolbar">
        <Input.Search
          allowClear
          placeholder="Search contacts or campaigns..."
          aria-label="Search contacts or campaigns"
          maxLength={TEXT_LIMITS.search}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="db-toolbar__search"
        />
      </div>
      {renderBody()}
    </div>
  );
}
