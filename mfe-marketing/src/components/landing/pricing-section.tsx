import { PricingPlans } from '../pricing-plans';

export function PricingSection() {
  return (
    <section id="pricing" className="mk-section mk-anchor" aria-labelledby="mk-pricing-title">
      <div className="mk-container">
        <h2 id="mk-pricing-title" className="mk-section__title">
          Pricing
        </h2>
        <p className="mk-section__lead">Start free. Upgrade when your job search picks up speed.</p>
        <PricingPlans />
      </div>
    </section>
  );
}
