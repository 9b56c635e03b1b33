// The sequence preview over /graphql when a public holiday is in the way: the moved step says when it would have
// gone and why; steps no holiday touched carry null for both.
import { CookieJar } from '../../../testkit/http/cookie-jar';
import { startTestApp, type TestApp } from '../../../testkit/http/test-app';
import { signUp } from '../../../testkit/auth/auth-helpers';

const PREVIEW = `query Preview($timezone: String!, $excludeWeekends: Boolean!, $delays: [Int!]!, $startAt: DateTime) {
  sequenceSchedulePreview(timezone: $timezone, excludeWeekends: $excludeWeekends, delays: $delays, startAt: $startAt) {
    position daysDelay sendAt movedFrom movedReason
  }
}`;
type Preview = {
  sequenceSchedulePreview: Array<{
    position: number;
    daysDelay: number;
    sendAt: string;
    movedFrom: string | null;
    movedReason: string | null;
  }>;
};

describe('sequenceSchedulePreview and public holidays', () => {
  let app: TestApp;
  const jar = new CookieJar();

  beforeAll(async () => {
    app = await startTestApp();
    await signUp(app, { name: 'Hana', email: `hana.${Date.now()}@example.com`, jar });
  });
  afterAll(async () => {
    await app.close();
  });

  const preview = async (variables: Record<string, unknown>) => {
    const { body } = await app.graphql<Preview>(PREVIEW, variables, jar);
    expect(body.errors).toBeUndefined();
    return body.data!.sequenceSchedulePreview;
  };

  it('moves a follow-up due on Thanksgiving (Thursday 2026-11-26) to Friday 09:00 EST and says why', async () => {
    // Tuesday 2026-11-24 10:15 EST, then 2 business days: Thursday is Thanksgiving.
    const plan = await preview({
      timezone: 'America/New_York',
      excludeWeekends: true,
      delays: [0, 2, 2],
      startAt: '2026-11-24T15:15:00.000Z',
    });
    expect(plan).toEqual([
      { position: 1, daysDelay: 0, sendAt: '2026-11-24T15:15:00.000Z', movedFrom: null, movedReason: null },
      {
        position: 2,
        daysDelay: 2,
        sendAt: '2026-11-27T14:00:00.000Z',
        movedFrom: '2026-11-26T15:15:00.000Z',
        movedReason: 'Thanksgiving Day (public holiday in the United States)',
      },
      { position: 3, daysDelay: 2, sendAt: '2026-12-01T14:00:00.000Z', movedFrom: null, movedReason: null },
    ]);
  });

  it('skips Christmas Day in London even with weekends included, naming every holiday skipped', async () => {
    const plan = await preview({
      timezone: 'Europe/London',
      excludeWeekends: false,
      delays: [0, 1],
      startAt: '2026-12-24T10:00:00.000Z',
    });
    expect(plan[1]).toEqual({
      position: 2,
      daysDelay: 1,
      sendAt: '2026-12-27T09:00:00.000Z',
      movedFrom: '2026-12-25T10:00:00.000Z',
      movedReason: 'Christmas Day and Boxing Day (public holidays in the United Kingdom)',
    });
  });

  it('moves nothing in a zone without a holiday calendar', async () => {
    const plan = await preview({ timezone: 'UTC', excludeWeekends: false, delays: [0, 1], startAt: '2026-12-24T10:00:00.000Z' });
    expect(plan.map((send) => [send.sendAt, send.movedFrom, send.movedReason])).toEqual([
      ['2026-12-24T10:00:00.000Z', null, null],
      ['2026-12-25T10:00:00.000Z', null, null],
    ]);
  });
});
