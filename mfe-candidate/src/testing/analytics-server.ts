// The analytics endpoint for component tests: MSW answers POST /api/analytics/events with 204, as the api does, and
// keeps what arrived so a test can assert the event a click sent. Any other request fails the test.
import { http, HttpResponse } from 'msw';
import { setupMockServer } from 'mocks/testing';
import { ANALYTICS_EVENTS_PATH } from 'contracts';

export interface ReceivedEvent {
  name: string;
  properties: Record<string, unknown>;
}

/** Call once per test file. */
export function setupAnalyticsServer() {
  const received: ReceivedEvent[] = [];
  setupMockServer(
    http.post(`*${ANALYTICS_EVENTS_PATH}`, async ({ request }) => {
      received.push((await request.json()) as ReceivedEvent);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  beforeEach(() => {
    received.length = 0;
  });
  return { received };
}
