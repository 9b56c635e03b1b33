import { useState } from 'react';
import { Button, Input, Table } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { GetContactsForCampaignDocument, PAGE_SIZES, type GetContactsForCampaignQuery } from 'contracts';
import { EmptyState, PageHeading, StatusBadge, useGraphQLQuery } from 'shared-ui';
import { useDashboardPaths } from '../components/dashboard-paths';
import { relativeTimeFrom } from '../components/format';
import { PageError } from '../components/page-state';

type ContactRow = GetContactsForCampaignQuery['contacts']['edges'][number]['node'];

/** /dashboard/contacts: every contact across the user's sequences (spec §2; the search text does not filter). */
export function ContactsPage() {
  const paths = useDashboardPaths();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const { data, isPending, isError } = useGraphQLQuery(GetContactsForCampaignDocument, {
    pagination: { first: PAGE_SIZES.contactsList },
    sort: { field: 'updatedAt', direction: 'desc' },
  });
  const contacts = data?.contacts.edges.map((edge) => edge.node) ?? [];
  const addContact = (
    <Button type="primary" onClick={() => navigate(paths.newContact)}>
      Add Contact
    </Button>
  );

  const renderBody = () => {
    if (isError) return <PageError message="Error loading contacts." />;
    if (!isPending && contacts.length === 0) {
      return (
        <EmptyState
          title="Add Your First Contact"
          description="Add a recruiter or hiring manager by email or LinkedIn profile, then draft your follow-ups."
          action={addContact}
        />
      );
    }
    return (
      <div className="db-table-scroll">
      <Table<ContactRow>
        rowKey="id"
        loading={isPending}
        dataSource={contacts}
        pagination={false}
        columns={[
          { title: 'Email', dataIndex: 'email', render: (email: string | null) => email ?? '—' },
          { title: 'First Name', dataIndex: 'firstName' },
          { title: 'Emails Sent', dataIndex: 'emailsSent' },
          { title: 'Last Activity', dataIndex: 'updatedAt', render: (updatedAt: string) => relativeTimeFrom(updatedAt) },
          {
            title: 'Status',
            key: 'status',
            render: (_, contact) => (
              <StatusBadge kind="contact" variant="list" status={contact.status} emailsSent={contact.emailsSent} />
            ),
          },
          {
            title: '',
            key: 'history',
            render: (_, contact) => <Link to={paths.contact(contact.id)}>View History</Link>,
          },
        ]}
      />
      </div>
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
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="db-toolbar__search"
        />
      </div>
      {renderBody()}
    </div>
  );
}
