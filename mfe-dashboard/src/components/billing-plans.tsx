import { Button, Card, Col, Row, Tag } from 'antd';
import {
  PLAN_FOOTNOTE,
  PLAN_INCLUDED_FEATURES,
  PLANS,
  CHECKOUT_PRODUCT_OF,
  emailLookupAllowance,
  type CheckoutItem,
  type GetBillingOverviewQuery,
  type Plan,
} from 'contracts';
import { CheckoutButton } from './billing/checkout-button';
import './billing/billing.css';

interface BillingPlansProps {
  /** Name of the caller's plan (billingOverview.planName). */
  currentPlanName: string;
  checkout: GetBillingOverviewQuery['billingOverview']['checkout'];
}

/** The pricing block of the billing page (product.md §9): the current plan is disabled, paid plans open their checkout. */
export function BillingPlans({ currentPlanName, checkout }: BillingPlansProps) {
  return (
    <section aria-labelledby="db-plans-title" className="db-section">
      <h2 id="db-plans-title" className="db-section-title">
        Plans
      </h2>
      <Row gutter={[16, 16]}>
        {PLANS.map((plan) => (
          <Col key={plan.id} xs={24} md={8}>
            <Card
              className={`db-plan${plan.mostPopular ? ' db-plan--popular' : ''}`}
              title={<h3 className="db-plan__name">{plan.name}</h3>}
              extra={plan.mostPopular ? <Tag color="purple">Most Popular</Tag> : null}
            >
              <p className="db-plan__price">{plan.price}</p>
              <ul className="db-plan__facts">
                <li>{plan.sequencesPerMonth} sequences per month</li>
                <li>{emailLookupAllowance(plan)}</li>
                {PLAN_INCLUDED_FEATURES.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
              <PlanAction plan={plan} isCurrent={plan.name === currentPlanName} checkout={checkout} />
            </Card>
          </Col>
        ))}
      </Row>
      <p className="db-muted db-footnote">{PLAN_FOOTNOTE}</p>
    </section>
  );
}

function PlanAction({ plan, isCurrent, checkout }: { plan: Plan; isCurrent: boolean } & Pick<BillingPlansProps, 'checkout'>) {
  if (isCurrent) {
    return (
      <Button block disabled>
        Current Plan
      </Button>
    );
  }
  // The free plan has nothing to buy: it applies whenever no paid subscription is running.
  if (plan.isFree) {
    return (
      <Button block disabled>
        Free forever
      </Button>
    );
  }
  return (
    <CheckoutButton
      block
      type={plan.mostPopular ? 'primary' : 'default'}
      product={CHECKOUT_PRODUCT_OF[plan.id as CheckoutItem]}
      available={checkout[plan.id as CheckoutItem]}
    >
      Upgrade to {plan.name}
    </CheckoutButton>
  );
}
