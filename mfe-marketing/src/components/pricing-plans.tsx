import { Link } from 'react-router-dom';
import { PLAN_FOOTNOTE, PLAN_INCLUDED_FEATURES, PLANS, emailLookupAllowance, type Plan } from 'contracts';
import { SIGN_UP_PATH } from '../data/site-links';
import { Icon } from './site-icons';

interface PlanFact {
  text: string;
  /** false: something the plan does not have, shown with a dash, never with a check mark. */
  included: boolean;
}

function planFacts(plan: Plan): PlanFact[] {
  return [
    { text: `${plan.sequencesPerMonth} sequences per month`, included: true },
    { text: emailLookupAllowance(plan), included: true },
    ...PLAN_INCLUDED_FEATURES.map((feature) => ({ text: feature, included: true })),
  ];
}

/**
 * The three plans of product.md §9. Public visitors start by signing up; paid checkout happens later from Billing. The plan
 * names are h3 inside the landing page's pricing section (h2) and h2 on /pricing, right under its h1.
 */
export function PricingPlans({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const PlanName = headingLevel === 2 ? 'h2' : 'h3';
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
            <PlanName className="mk-plan__name">{plan.name}</PlanName>
            <p className="mk-plan__price">{plan.price}</p>
            <ul className="mk-plan__facts">
              {planFacts(plan).map(({ text, included }) => (
                <li key={text} className={included ? 'mk-plan__fact' : 'mk-plan__fact mk-plan__fact--missing'}>
                  <Icon name={included ? 'check' : 'dash'} size={16} className="mk-plan__fact-icon" />
                  {text}
                </li>
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
