import { DemoVideoSection } from '../components/landing/demo-video-section';
import { FinalCtaSection } from '../components/landing/final-cta-section';
import { InteractiveDemoSection } from '../components/landing/interactive-demo-section';
import { useDocumentTitle } from '../components/use-document-title';
import { useMetaDescription } from '../components/use-meta-description';
import { PAGE_DESCRIPTIONS } from '../data/page-descriptions';

/** /demo: the same live demo as the landing page, then the walkthrough video when one is configured. */
export function DemoPage() {
  useDocumentTitle('Live Demo');
  useMetaDescription(PAGE_DESCRIPTIONS.demo);
  return (
    <div className="mk-page">
      <div className="mk-container mk-page__header mk-page__header--center">
        <h1 className="mk-page__title">Live Demo</h1>
        <p className="mk-section__lead">See how a LinkedIn profile becomes a scheduled follow-up sequence.</p>
      </div>
      <InteractiveDemoSection />
      <DemoVideoSection heading="Watch the walkthrough" />
      <FinalCtaSection />
    </div>
  );
}
