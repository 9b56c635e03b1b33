import { LandingSections } from '../components/landing/landing-sections';
import { useDocumentTitle } from '../components/use-document-title';
import { useMetaDescription } from '../components/use-meta-description';
import { useRobotsNoIndex } from '../components/use-robots-noindex';
import { PAGE_DESCRIPTIONS } from '../data/page-descriptions';

export function LandingPage() {
  useRobotsNoIndex();
  useDocumentTitle('Email Follow-Up Agent for Job Seekers');
  useMetaDescription(PAGE_DESCRIPTIONS.landing);
  return <LandingSections />;
}
