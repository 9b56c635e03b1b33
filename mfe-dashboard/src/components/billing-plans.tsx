import { Button, Card, Col, Row, Tag } from 'antd';
import { PLAN_FOOTNOTE, PLAN_INCLUDED_FEATURES, PLANS, type Plan } from 'contracts';

const speedLabel = (plan: Plan) => (plan.speed ? `${plan.speed} speed` : 'No priority speed');

/** The pricing block of the billing page: the free plan is the current one; paid checkout links come later. */
export function BillingPlans() {
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
              title={plan.name}
              extra={plan.mostPopular ? <Tag color="purple">Most Popular</Tag> : null}
            >
              <p className="db-plan__price">{plan.price}</p>
              <ul className="db-plan__facts">
                <li>{plan.sequencesPerMonth} sequences per month</li>
                <li>{speedLabel(plan)}</li>
                <li>{plan.support} support</li>
                {PLAN_INCLUDED_FEATURES.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
              {plan.isFree ? (
                <Button block disabled>
                  Current Plan
                </Button>
              ) : (
                // The checkout targets are not in the spec yet (they open in a new tab once known).
                <Button block type={plan.mostPopular ? 'primary' : 'default'} disabled title="Checkout coming soon">
                  Upgrade to {plan.name}
                </Button>
              )}
            </Card>
          </Col>
        ))}
      </Row>
      <p className="db-muted db-footnote">{PLAN_FOOTNOTE}</p>
    </section>
  );
}
