import { LandingSections } from '../components/landing/landing-sections';
import { useDocumentTitle } from '../components/use-document-title';
import { useRobotsNoIndex } from '../components/use-robots-noindex';

/** Alternate home (spec §2 '/home2'): the same sections, also hidden from search engines. */
export function Home2Page() {
  useRobotsNoIndex();
  useDocumentTitle('Email Follow-Up Agent for Job Seekers');
  return <LandingSections />;
}
