import { Card, Empty, Table, Tag } from 'antd';
import { NO_INVOICES_YET, type GetBillingOverviewQuery } from 'contracts';
import { formatDate } from '../format';

type Invoice = GetBillingOverviewQuery['billingOverview']['invoices'][number];

const amount = (invoice: Invoice) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: invoice.currency }).format(invoice.amountCents / 100);

/** Invoice history, newest first as the server sends it; the product.md §2 text when there is none. */
export function InvoiceHistory({ invoices }: { invoices: readonly Invoice[] }) {
  return (
    <Card title="Invoice History" className="db-section">
      {invoices.length === 0 ? (
        <Empty description={NO_INVOICES_YET} />
      ) : (
        <div className="db-table-scroll">
          <Table<Invoice>
            rowKey="id"
            dataSource={[...invoices]}
            pagination={false}
            columns={[
              { title: 'Date', dataIndex: 'issuedAt', render: (issuedAt: string) => formatDate(issuedAt) },
              { title: 'Description', dataIndex: 'description' },
              { title: 'Amount', key: 'amount', render: (_, invoice) => amount(invoice) },
              {
                title: 'Status',
                dataIndex: 'status',
                render: (status: string) => (
                  <Tag color={status === 'paid' ? 'green' : status === 'failed' ? 'red' : 'default'}>{status}</Tag>
                ),
              },
              {
                title: 'Invoice',
                dataIndex: 'url',
                render: (url: string | null) =>
                  url ? (
                    <a href={url} target="_blank" rel="noopener noreferrer">
                      View invoice
                    </a>
                  ) : (
                    '—'
                  ),
              },
            ]}
          />
        </div>
      )}
    </Card>
  );
}
