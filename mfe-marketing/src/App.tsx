import { Route, Routes } from 'react-router-dom';
import { AccountDeletedNotice } from './components/account-deleted-notice';
import { SiteFooter } from './components/site-footer';
import { SiteHeader } from './components/site-header';
import { BasePathProvider } from './components/site-paths';
import { useScrollToTop } from './components/use-scroll-to-top';
import { AboutPage } from './pages/about.page';
import { ColdEmailStrategyPage } from './pages/cold-email-strategy.page';
import { ContactPage } from './pages/contact.page';
import { DemoPage } from './pages/demo.page';
import { Home2Page } from './pages/home2.page';
import { LandingPage } from './pages/landing.page';
import { PricingPage } from './pages/pricing.page';
import { PrivacyPage } from './pages/privacy.page';
import { TermsPage } from './pages/terms.page';
import './styles/base.css';
import './styles/header-footer.css';
import './styles/landing.css';
import './styles/pages.css';

// Public site. Plain React and CSS only: antd and the 'shared-ui' root must never be imported here (page weight).
// Rendered by the shell under a splat route, so the paths below are relative; the shell only sends product.md §2 paths.
export default function App({ basePath }: { basePath: string }) {
  useScrollToTop();
  return (
    <BasePathProvider value={basePath}>
      <div className="mk-site">
        <SiteHeader />
        <main className="mk-main">
          <AccountDeletedNotice />
          <Routes>
            <Route index element={<LandingPage />} />
            <Route path="home2" element={<Home2Page />} />
            <Route path="pricing" element={<PricingPage />} />
            <Route path="about" element={<AboutPage />} />
            <Route path="privacy" element={<PrivacyPage />} />
            <Route path="terms" element={<TermsPage />} />
            <Route path="contact" element={<ContactPage />} />
            <Route path="cold-email-strategy-job-search" element={<ColdEmailStrategyPage />} />
            <Route path="demo" element={<DemoPage />} />
          </Routes>
        </main>
        <SiteFooter />
      </div>
    </BasePathProvider>
  );
}
