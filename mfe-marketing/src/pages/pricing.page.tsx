import { PricingPlans } from '../components/pricing-plans';
import { useDocumentTitle } from '../components/use-document-title';
import { useMetaDescription } from '../components/use-meta-description';
import { PAGE_DESCRIPTIONS } from '../data/page-descriptions';

export function PricingPage() {
  useDocumentTitle('Pricing');
  useMetaDescription(PAGE_DESCRIPTIONS.pricing);
  return (
    <section className="mk-page" aria-labelledby="mk-pricing-page-title">
      <div className="mk-container">
        <header className="mk-page__header mk-page__header--center">
          <h1 id="mk-pricing-page-title" className="mk-page__title">
            Pricing
          </h1>
          <p className="mk-section__lead">Simple plans for every stage of your job search. Start free.</p>
        </header>
        <PricingPlans headingLevel={2} />
      </div>
    </section>
  );
}
