import { Table, Tag } from 'antd';
import { GetContactsForCampaignDocument, PAGE_SIZES, sequenceStopNotice, type GetContactsForCampaignQuery } from 'contracts';
import { EmptyState, StatusBadge, useGraphQLQuery } from 'shared-ui';
import { ContactRowActions } from './contact-row-actions';
import { CursorPagerControls } from './cursor-pager-controls';
import { useDashboardPaths } from './dashboard-paths';
import { EmailHistory } from './email-history';
import { relativeTimeFrom } from './format';
import { LinkButton } from './link-button';
import { PageError } from './page-state';
import { useCursorPager } from './use-cursor-pager';
import { VisuallyHidden } from './visually-hidden';

type ContactRow = GetContactsForCampaignQuery['contacts']['edges'][number]['node'];

const PAGE_SIZE = PAGE_SIZES.campaignContacts;
const fullName = (contact: ContactRow) => [contact.firstName, contact.lastName].filter(Boolean).join(' ');

interface CampaignContactsTableProps {
  campaignId: number;
  /** The campaign's zone: email history times are shown in it. */
  timezone: string;
}

/** Contacts of one campaign (spec §2 columns, 10 per page); a row expands to that contact's email history. */
export function CampaignContactsTable({ campaignId, timezone }: CampaignContactsTableProps) {
  const paths = useDashboardPaths();
  const pager = useCursorPager(PAGE_SIZE);
  const { data, isPending, isError } = useGraphQLQuery(GetContactsForCampaignDocument, {
    pagination: pager.pagination,
    filter: { campaignId },
    sort: { field: 'createdAt', direction: 'desc' },
  });
  const connection = data?.contacts;
  const contacts = connection?.edges.map((edge) => edge.node) ?? [];

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

  return (
    <>
      <div className="db-table-scroll">
        <Table<ContactRow>
          rowKey="id"
          loading={isPending}
          dataSource={contacts}
          pagination={false}
          expandable={{
            expandedRowRender: (contact) => (
              <EmailHistory
                contactId={contact.id}
                recipient={contact.email}
                timezone={timezone}
                variant="timeline"
                stopNotice={sequenceStopNotice(contact)}
              />
            ),
            columnTitle: <VisuallyHidden>Email history</VisuallyHidden>,
          }}
          columns={[
            { title: 'Contact Name', key: 'name', render: (_, contact) => fullName(contact) },
            { title: 'Email Address', dataIndex: 'email', render: (email: string | null) => email ?? '—' },
            { title: 'Emails Sent', dataIndex: 'emailsSent' },
            {
              title: 'Status',
              key: 'status',
              render: (_, contact) => (
                <>
                  <StatusBadge
                    kind="contact"
                    status={contact.status}
                    emailsSent={contact.emailsSent}
                    stopReason={contact.stopReason}
                  />
                  {!contact.isActive && <Tag color="orange">Paused</Tag>}
                </>
              ),
            },
            { title: 'Last Activity', dataIndex: 'updatedAt', render: (updatedAt: string) => relativeTimeFrom(updatedAt) },
            { title: 'Actions', key: 'actions', render: (_, contact) => <ContactRowActions contact={contact} /> },
          ]}
        />
      </div>
      {connection && (
        <CursorPagerControls pager={pager} pageSize={PAGE_SIZE} shown={contacts.length} connection={connection} noun="contacts" />
      )}
    </>
  );
}
