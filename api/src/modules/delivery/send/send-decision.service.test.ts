import { DateTime } from 'luxon';
import type { DeliveryContext } from '../store';
import { RECONNECT_GMAIL_TO_RESUME, WAITING_FOR_CONTACT_EMAIL, sendPolicyOf } from 'contracts';
import { decideSend } from './send-decision.service';
import { retryDelayMs, deliverySettingsFrom, DEFAULT_DELIVERY_TIMINGS } from '../delivery.settings';

const NY = 'America/New_York';
const wednesdayNoon = DateTime.fromISO('2024-06-12T12:00', { zone: NY }).toJSDate();

function context(overrides: Partial<DeliveryContext> = {}): DeliveryContext {
  return {
    id: 1,
    userId: 'u',
    campaignId: 1,
    contactId: 1,
    stepId: 1,
    position: 1,
    subject: 's',
    body: 'b',
    bcc: null,
    status: 'SCHEDULED',
    scheduledFor: wednesdayNoon,
    sendNow: false,
    claimToken: null,
    claimExpiresAt: null,
    attempts: 0,
    replyCheckFailures: 0,
    errorMessage: null,
    rfcMessageId: null,
    serverErrorAt: null,
    threadId: null,
    contact: {
      email: 'dana@acme.example',
      firstName: 'Dana',
      lastName: null,
      status: 'IN_PROGRESS',
      isActive: true,
      deleted: false,
    },
    campaign: {
      timezone: NY,
      policy: sendPolicyOf({ zone: NY, excludeWeekends: true }),
      isActive: true,
      deleted: false,
      trackOpens: true,
    },
    user: { name: 'Grace', email: 'grace@example.com', deleted: false },
    grant: {
      provider: 'google',
      address: 'grace@gmail.com',
      scopes: [],
      live: true,
      accessToken: null,
      accessTokenExpiresAt: null,
      heldUntil: null,
    },
    attachments: [],
    threadReferences: [],
    conversationAnchor: null,
    sentThreadIds: [],
    nextInThread: true,
    nextStep: null,
    ...overrides,
  };
}

describe('decideSend', () => {
  it('sends a due email of a live sequence inside the window', () => {
    expect(decideSend(context(), wednesdayNoon)).toEqual({ kind: 'send' });
  });

  it('never touches an email that is no longer SCHEDULED', () => {
    for (const status of ['SENT', 'OPENED', 'RECEIVED', 'ERROR', 'NO_RESPONSE'] as const) {
      expect(decideSend(context({ status }), wednesdayNoon)).toEqual({ kind: 'done' });
    }
  });

  it("leaves another worker's live claim alone, and calls an expired one unconfirmed", () => {
    const later = new Date(wednesdayNoon.getTime() + 60_000);
    expect(decideSend(context({ claimToken: 't', claimExpiresAt: later }), wednesdayNoon)).toEqual({
      kind: 'claimed-elsewhere',
      checkAt: later,
    });
    expect(decideSend(context({ claimToken: 't', claimExpiresAt: wednesdayNoon }), later)).toEqual({ kind: 'unconfirmed' });
  });

  it('cancels for a contact who replied, bounced or finished; holds for pauses and deletions', () => {
    const contact = context().contact;
    for (const status of ['RESPONDED', 'ERROR', 'NO_RESPONSE'] as const) {
      expect(decideSend(context({ contact: { ...contact, status } }), wednesdayNoon)).toEqual({ kind: 'cancel' });
    }
    expect(decideSend(context({ contact: { ...contact, isActive: false } }), wednesdayNoon)).toEqual({ kind: 'hold' });
    expect(decideSend(context({ contact: { ...contact, deleted: true } }), wednesdayNoon)).toEqual({ kind: 'hold' });
    const campaign = context().campaign;
    expect(decideSend(context({ campaign: { ...campaign, isActive: false } }), wednesdayNoon)).toEqual({ kind: 'hold' });
    expect(decideSend(context({ campaign: { ...campaign, deleted: true } }), wednesdayNoon)).toEqual({ kind: 'hold' });
    expect(decideSend(context({ user: { name: 'G', email: 'g', deleted: true } }), wednesdayNoon)).toEqual({ kind: 'hold' });
  });

  it('waits with a message for a missing or revoked grant, and for a contact without an address', () => {
    expect(decideSend(context({ grant: null }), wednesdayNoon)).toEqual({ kind: 'wait', message: RECONNECT_GMAIL_TO_RESUME });
    expect(
      decideSend(
        context({
          grant: {
            provider: 'google',
            address: 'g',
            scopes: [],
            live: false,
            accessToken: null,
            accessTokenExpiresAt: null,
            heldUntil: null,
          },
        }),
        wednesdayNoon,
      ),
    ).toEqual({
      kind: 'wait',
      message: RECONNECT_GMAIL_TO_RESUME,
    });
    const contact = { ...context().contact, email: 'finding email...' };
    expect(decideSend(context({ contact }), wednesdayNoon)).toEqual({ kind: 'wait', message: WAITING_FOR_CONTACT_EMAIL });
  });

  it('moves a send outside the window to the next opening (Friday 17:00 -> Monday 09:00)', () => {
    const fridayFive = DateTime.fromISO('2024-06-14T17:00', { zone: NY }).toJSDate();
    expect(decideSend(context(), fridayFive)).toEqual({
      kind: 'reschedule',
      at: DateTime.fromISO('2024-06-17T09:00', { zone: NY }).toJSDate(),
    });
  });

  it("sends an email the user asked to 'Send now' outside the window, but still holds it for a pause or a reply", () => {
    const saturdayNight = DateTime.fromISO('2024-06-15T23:30', { zone: NY }).toJSDate();
    const asked = { sendNow: true, scheduledFor: saturdayNight };
    expect(decideSend(context(asked), saturdayNight)).toEqual({ kind: 'send' });
    const contact = context().contact;
    expect(decideSend(context({ ...asked, contact: { ...contact, isActive: false } }), saturdayNight)).toEqual({ kind: 'hold' });
    expect(decideSend(context({ ...asked, contact: { ...contact, status: 'RESPONDED' } }), saturdayNight)).toEqual({
      kind: 'cancel',
    });
    expect(decideSend(context({ ...asked, grant: null }), saturdayNight)).toEqual({
      kind: 'wait',
      message: RECONNECT_GMAIL_TO_RESUME,
    });
  });

  it('keeps an email that is not due yet on its own time', () => {
    const later = new Date(wednesdayNoon.getTime() + 3_600_000);
    expect(decideSend(context({ scheduledFor: later }), wednesdayNoon)).toEqual({ kind: 'reschedule', at: later });
  });
});

describe('retryDelayMs', () => {
  const settings = {
    ...DEFAULT_DELIVERY_TIMINGS,
    dailySendCap: 400,
    projectSendRatePerSecond: 180,
    gmailProjectUnitsPerMinute: 600_000,
    gmailUserUnitsPerMinute: 3_000,
    maxSendAttempts: 8,
    retryBaseDelayMs: 1_000,
  };
  it('doubles per attempt up to the maximum, and never undercuts Retry-After', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(settings, attempt))).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect(retryDelayMs(settings, 30)).toBe(DEFAULT_DELIVERY_TIMINGS.retryMaxDelayMs);
    expect(retryDelayMs(settings, 1, 30_000)).toBe(30_000);
  });

  it('refuses a claim shorter than a Gmail call (a slow send would look like a crash)', () => {
    const config = {
      delivery: {
        dailySendCap: 400,
        projectSendRatePerSecond: 180,
        maxSendAttempts: 8,
        retryBaseDelayMs: 1_000,
        gmailQuotaTable: 'current',
      },
    };
    expect(() => deliverySettingsFrom(config as never, { claimTtlMs: 1_000, gmailTimeoutMs: 5_000 })).toThrow('claimTtlMs');
  });
});
