import { Col, Row } from 'antd';
import { GetBillingOverviewDocument } from 'contracts';
import { PageHeading, useGraphQLQuery } from 'shared-ui';
import { AddOnCard } from '../components/billing/add-on-card';
import { CurrentPlanCard } from '../components/billing/current-plan-card';
import { InvoiceHistory } from '../components/billing/invoice-history';
import { BillingPlans } from '../components/billing-plans';
import { PageError, PageLoading } from '../components/page-state';

/** /dashboard/billing: current plan and usage, add-on packages, invoices and the plans (GetBillingOverview). */
export function BillingPage() {
  const { data, isPending, isError } = useGraphQLQuery(GetBillingOverviewDocument, {});

  const heading = <PageHeading title="Billing" subtitle="Your plan, usage and invoices" />;
  if (isPending)
    return (
      <div className="db-page">
        {heading}
        <PageLoading />
      </div>
    );
  if (isError)
    return (
      <div className="db-page">
        {heading}
        <PageError message="Error loading billing details." />
      </div>
    );
  const overview = data.billingOverview;

  return (
    <div className="db-page">
      {heading}
      <Row gutter={[16, 16]} className="db-section">
        <Col xs={24} lg={12}>
          <CurrentPlanCard overview={overview} />
        </Col>
        <Col xs={24} lg={12}>
          <AddOnCard checkout={overview.checkout} />
        </Col>
      </Row>
      <InvoiceHistory invoices={overview.invoices} />
      <BillingPlans currentPlanName={overview.planName} checkout={overview.checkout} />
    </div>
  );
}
