// Analytics events of the candidate pages (spec §2). No analytics vendor is chosen yet, so events go to a
// dataLayer array when the host page provides one (Google Tag Manager convention) and are otherwise dropped.

export type CandidateEvent =
  'candidate_view_resume' | 'candidate_dismiss' | 'candidate_save' | 'candidate_unsubscribe' | 'candidate_resume_download';

interface DataLayerWindow extends Window {
  dataLayer?: Array<Record<string, unknown>>;
}

export function trackEvent(event: CandidateEvent, properties: Record<string, unknown> = {}): void {
  const layer = (window as DataLayerWindow).dataLayer;
  if (Array.isArray(layer)) layer.push({ event, ...properties });
}
