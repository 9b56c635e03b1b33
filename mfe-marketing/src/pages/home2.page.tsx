import { LandingSections } from '../components/landing/landing-sections';
import { useDocumentTitle } from '../components/use-document-title';
import { useMetaDescription } from '../components/use-meta-description';
import { useRobotsNoIndex } from '../components/use-robots-noindex';
import { PAGE_DESCRIPTIONS } from '../data/page-descriptions';

/** Alternate home (product.md §2 '/home2'): the same sections, also hidden from search engines. */
export function Home2Page() {
  useRobotsNoIndex();
  useDocumentTitle('Email Follow-Up Agent for Job Seekers');
  useMetaDescription(PAGE_DESCRIPTIONS.home2);
  return <LandingSections />;
}
