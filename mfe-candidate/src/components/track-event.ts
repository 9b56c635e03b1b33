// Analytics events of the candidate pages (product.md §2), stored by the api (POST /api/analytics/events, a closed list in
// contracts). Also pushed to window.dataLayer when the host page has one (Google Tag Manager convention).
import { ANALYTICS_EVENTS_PATH, type AnalyticsEventName, type AnalyticsEventProperties } from 'contracts';
import { toAbsoluteUrl } from 'shared-ui/core';

export type CandidateEvent = AnalyticsEventName;

interface DataLayerWindow extends Window {
  dataLayer?: Array<Record<string, unknown>>;
}

/** Fire and forget: analytics never delays or breaks what the visitor is doing. */
export function trackEvent<N extends AnalyticsEventName>(name: N, properties: AnalyticsEventProperties<N>): void {
  const layer = (window as DataLayerWindow).dataLayer;
  if (Array.isArray(layer)) layer.push({ event: name, ...properties });

  const url = toAbsoluteUrl(ANALYTICS_EVENTS_PATH);
  const body = JSON.stringify({ name, properties });
  // A beacon outlives the page (a tab closed right after the click). JSON, same origin: the api's guard
  // accepts only JSON from our own origin (Chromium before 81 threw on a JSON Blob: then fetch).
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }))) {
      return;
    }
  } catch {
    // fall through to fetch
  }
  if (typeof fetch !== 'function') return;
  fetch(url, {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body,
  }).catch(() => undefined);
}
