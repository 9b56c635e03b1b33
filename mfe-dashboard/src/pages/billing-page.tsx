import { useState } from 'react';
import { Button, Card, Col, Empty, Progress, Radio, Row, Tag } from 'antd';
import { ADD_ONS, CURRENT_PLAN_EXAMPLE, PLANS, usageText } from 'contracts';
import { PageHeading } from 'shared-ui';
import { BillingPlans } from '../components/billing-plans';

const INVOICES_EMPTY = 'No invoices available yet. Once you make a purchase, your invoice history will appear here.';

/** /dashboard/billing: current plan, add-on packages, invoices and plans (spec §2; usage is the §9 example). */
export function BillingPage() {
  const plan = PLANS.find((candidate) => candidate.name === CURRENT_PLAN_EXAMPLE.name) ?? PLANS[0];
  const { sequencesUsed, sequencesTotal } = CURRENT_PLAN_EXAMPLE;
  const defaultAddOn = ADD_ONS.findIndex((addOn) => addOn.isDefault);
  const [selectedAddOn, setSelectedAddOn] = useState(defaultAddOn >= 0 ? defaultAddOn : 0);
  const addOn = ADD_ONS[selectedAddOn];

  return (
    <div className="db-page">
      <PageHeading title="Billing" subtitle="Your plan, usage and invoices" />
      <Row gutter={[16, 16]} className="db-section">
        <Col xs={24} lg={12}>
          <Card title="Current Plan" className="db-fill">
            <p className="db-plan__current">
              <strong>{plan?.name}</strong> <Tag>{plan?.price}</Tag>
            </p>
            <Progress
              percent={Math.round((sequencesUsed / sequencesTotal) * 100)}
              showInfo={false}
              aria-label="Sequences used"
            />
            <p>
              {sequencesUsed} of {sequencesTotal} sequences used
            </p>
            <p className="db-muted">{usageText(sequencesUsed, sequencesTotal)}</p>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title="Buy Additional Sequences" className="db-fill">
            <Radio.Group
              value={selectedAddOn}
              onChange={(event) => setSelectedAddOn(event.target.value as number)}
              className="db-addons"
            >
              {ADD_ONS.map((option, index) => (
                <Radio key={option.sequences} value={index}>
                  {option.sequences} sequences for {option.price}{' '}
                  {option.popular && <Tag color="purple">Most Popular</Tag>}
                </Radio>
              ))}
            </Radio.Group>
            <p className="db-muted">One-time purchase, added to your current plan.</p>
            {/* Checkout targets are not in the spec yet; they open in a new tab once known. */}
            <Button type="primary" disabled title="Checkout coming soon">
              Buy {addOn?.sequences} sequences
            </Button>
          </Card>
        </Col>
      </Row>
      <Card title="Invoice History" className="db-section">
        <Empty description={INVOICES_EMPTY} />
      </Card>
      <BillingPlans />
    </div>
  );
}
