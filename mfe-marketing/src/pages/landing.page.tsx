import { LandingSections } from '../components/landing/landing-sections';
import { useDocumentTitle } from '../components/use-document-title';
import { useRobotsNoIndex } from '../components/use-robots-noindex';

export function LandingPage() {
  useRobotsNoIndex();
  useDocumentTitle('Email Follow-Up Agent for Job Seekers');
  return <LandingSections />;
}
