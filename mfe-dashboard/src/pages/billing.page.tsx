import { Alert, Col, Row } from 'antd';
import { CHECKOUT_CANCELLED_NOTICE, CHECKOUT_SUCCESS_NOTICE, GetBillingOverviewDocument } from 'contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHeading, useGraphQLQuery } from 'shared-ui';
import { AddOnCard } from '../components/billing/add-on-card';
import { CurrentPlanCard } from '../components/billing/current-plan-card';
import { InvoiceHistory } from '../components/billing/invoice-history';
import { BillingPlans } from '../components/billing-plans';
import { PageError, PageLoading } from '../components/page-state';

/** After a paid checkout the webhook may land a moment after the browser: ask again for this long. */
const AFTER_CHECKOUT_REFRESH_MS = 3_000;
const AFTER_CHECKOUT_REFRESH_FOR_MS = 30_000;

/** /dashboard/billing: current plan and usage, add-on packages, invoices and the plans (GetBillingOverview). */
export function BillingPage() {
  const [params] = useSearchParams();
  const outcome = params.get('checkout');
  const [arrivedAt] = useState(() => Date.now());
  const { data, isPending, isError } = useGraphQLQuery(
    GetBillingOverviewDocument,
    {},
    {
      refetchInterval: () =>
        outcome === 'success' && Date.now() - arrivedAt < AFTER_CHECKOUT_REFRESH_FOR_MS ? AFTER_CHECKOUT_REFRESH_MS : false,
    },
  );

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
      {outcome === 'success' && <Alert type="success" showIcon title={CHECKOUT_SUCCESS_NOTICE} className="db-section" />}
      {outcome === 'cancelled' && <Alert type="info" showIcon title={CHECKOUT_CANCELLED_NOTICE} className="db-section" />}
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
