import { useScrollToHash } from '../use-scroll-to-hash';
import { AudienceSection } from './audience-section';
import { DemoVideoSection } from './demo-video-section';
import { FaqSection } from './faq-section';
import { FeaturesSection } from './features-section';
import { FinalCtaSection } from './final-cta-section';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { InteractiveDemoSection } from './interactive-demo-section';
import { PricingSection } from './pricing-section';

/** The landing page body in the order of product.md §2 (the header and footer wrap every public page). */
export function LandingSections() {
  useScrollToHash();
  return (
    <>
      <HeroSection />
      <DemoVideoSection />
      <InteractiveDemoSection />
      <FeaturesSection />
      <HowItWorksSection />
      <AudienceSection />
      <PricingSection />
      <FaqSection />
      <FinalCtaSection />
    </>
  );
}
