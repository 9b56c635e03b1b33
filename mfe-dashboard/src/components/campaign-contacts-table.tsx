import { Button, Table } from 'antd';
import { useNavigate } from 'react-router-dom';
import { GetContactsForCampaignDocument, PAGE_SIZES, type GetContactsForCampaignQuery } from 'contracts';
import { EmptyState, StatusBadge, useGraphQLQuery } from 'shared-ui';
import { useDashboardPaths } from './dashboard-paths';
import { relativeTimeFrom } from './format';

type ContactRow = GetContactsForCampaignQuery['contacts']['edges'][number]['node'];

const fullName = (contact: ContactRow) => [contact.firstName, contact.lastName].filter(Boolean).join(' ');

/** Contacts of one campaign (spec §2 columns). Row expansion with the email history comes later. */
export function CampaignContactsTable({ campaignId }: { campaignId: number }) {
  const paths = useDashboardPaths();
  const navigate = useNavigate();
  const { data, isPending } = useGraphQLQuery(GetContactsForCampaignDocument, {
    pagination: { first: PAGE_SIZES.campaignContacts },
    filter: { campaignId },
    sort: { field: 'createdAt', direction: 'desc' },
  });
  const contacts = data?.contacts.edges.map((edge) => edge.node) ?? [];

  if (!isPending && contacts.length === 0) {
    return (
      <EmptyState
        title="Add Your First Contact"
        description="Add the recruiter or hiring manager you want to follow up with."
        action={
          <Button type="primary" onClick={() => navigate(paths.newContact)}>
            Add Contact
          </Button>
        }
      />
    );
  }

  return (
    <Table<ContactRow>
      rowKey="id"
      loading={isPending}
      dataSource={contacts}
      pagination={false}
      columns={[
        { title: 'Contact Name', key: 'name', render: (_, contact) => fullName(contact) },
        { title: 'Email Address', dataIndex: 'email', render: (email: string | null) => email ?? '—' },
        { title: 'Emails Sent', dataIndex: 'emailsSent' },
        {
          title: 'Status',
          key: 'status',
          render: (_, contact) => <StatusBadge kind="contact" status={contact.status} emailsSent={contact.emailsSent} />,
        },
        { title: 'Last Activity', dataIndex: 'updatedAt', render: (updatedAt: string) => relativeTimeFrom(updatedAt) },
      ]}
    />
  );
}
