// Analytics reach the api: a beacon when the browser has one (it survives the navigation 'View Resume' starts),
// else a keepalive fetch; the dataLayer push for a tag manager stays.
import { waitFor } from '@testing-library/react';
import { setupAnalyticsServer } from '../testing/analytics-server';
import { trackEvent } from './track-event';

const { received } = setupAnalyticsServer();

afterEach(() => {
  delete (window as { dataLayer?: unknown }).dataLayer;
  delete (navigator as { sendBeacon?: unknown }).sendBeacon;
});

it('posts the event to the api (fetch, where there is no beacon) and pushes it to the dataLayer', async () => {
  const dataLayer: unknown[] = [];
  (window as { dataLayer?: unknown[] }).dataLayer = dataLayer;
  trackEvent('candidate_save', { candidateId: 'sarah-chen' });
  expect(dataLayer).toEqual([{ event: 'candidate_save', candidateId: 'sarah-chen' }]);
  await waitFor(() => expect(received).toEqual([{ name: 'candidate_save', properties: { candidateId: 'sarah-chen' } }]));
});

it('sends a JSON beacon to the events endpoint when the browser has sendBeacon', async () => {
  const beacons: Array<{ url: string; body: Blob }> = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: Blob) => beacons.push({ url, body }) > 0,
  });
  trackEvent('candidate_view_resume', { candidateId: 'sarah-chen', outcome: 'credit-used' });
  expect(beacons).toHaveLength(1);
  expect(beacons[0]!.url).toBe('http://localhost/api/analytics/events');
  expect(beacons[0]!.body.type).toBe('application/json');
  expect(JSON.parse(await beacons[0]!.body.text())).toEqual({
    name: 'candidate_view_resume',
    properties: { candidateId: 'sarah-chen', outcome: 'credit-used' },
  });
  expect(received).toEqual([]);
});
