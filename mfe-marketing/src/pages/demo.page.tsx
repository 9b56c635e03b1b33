import { DemoVideoSection } from '../components/landing/demo-video-section';
import { FinalCtaSection } from '../components/landing/final-cta-section';
import { InteractiveDemoSection } from '../components/landing/interactive-demo-section';
import { useDocumentTitle } from '../components/use-document-title';

export function DemoPage() {
  useDocumentTitle('Live Demo');
  return (
    <div className="mk-page">
      <div className="mk-container mk-page__header mk-page__header--center">
        <h1 className="mk-page__title">Live Demo</h1>
        <p className="mk-section__lead">See how a LinkedIn profile becomes a scheduled follow-up sequence.</p>
      </div>
      <InteractiveDemoSection />
      <DemoVideoSection />
      <FinalCtaSection />
    </div>
  );
}
