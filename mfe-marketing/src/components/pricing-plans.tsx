import { Link } from 'react-router-dom';
import { PLAN_FOOTNOTE, PLAN_INCLUDED_FEATURES, PLANS, type Plan } from 'contracts';
import { SIGN_UP_PATH } from '../data/site-links';

function speedLabel(plan: Plan): string {
  return plan.speed ? `${plan.speed} speed` : 'No priority speed';
}

/** The three plans of spec §9. Public visitors start by signing up; paid checkout happens later from Billing. */
export function PricingPlans() {
  return (
    <div className="mk-pricing">
      <ul className="mk-grid mk-grid--3">
        {PLANS.map((plan) => (
          <li
            key={plan.id}
            className={`mk-card mk-plan${plan.mostPopular ? ' mk-plan--popular' : ''}`}
            aria-label={`${plan.name} plan`}
          >
            {plan.mostPopular && <span className="mk-badge mk-badge--accent mk-plan__badge">Most Popular</span>}
            <h3 className="mk-plan__name">{plan.name}</h3>
            <p className="mk-plan__price">{plan.price}</p>
            <ul className="mk-plan__facts">
              <li>{plan.sequencesPerMonth} sequences per month</li>
              <li>{speedLabel(plan)}</li>
              <li>{plan.support} support</li>
              {PLAN_INCLUDED_FEATURES.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            <Link
              to={SIGN_UP_PATH}
              className={`mk-button mk-plan__action ${plan.mostPopular ? 'mk-button--primary' : 'mk-button--ghost'}`}
            >
              {plan.isFree ? 'Start free' : `Choose ${plan.name}`}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mk-pricing__footnote mk-muted">{PLAN_FOOTNOTE}</p>
    </div>
  );
}
