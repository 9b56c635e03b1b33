// The mock backend's live state (what a test may flip or inspect) and the constants its handlers share.
import type { GmailAccessTier } from 'contracts';
import type { MockData } from '../demo.fixtures';

export interface MockState {
  data: MockData;
  signedIn: boolean;
  hasGmailPermission: boolean;
  /** The Gmail account behind hasGmailPermission (Settings › Email Permissions); absent: the fixture user, Send only. */
  gmail?: { googleEmail: string; tier: GmailAccessTier; needsReconnect: boolean };
  /** Set when the user's mailbox is at Outlook (hasGmailPermission then says whether it may send, as the api's does). */
  outlook?: { address: string; tier: GmailAccessTier; needsReconnect: boolean };
  /** Settings › Notification Preferences; absent: both on (the api's default). */
  notificationPreferences?: { replyAlerts: boolean; sequenceUpdates: boolean };
  /** Injectable clock so tests and screenshots stay deterministic. */
  now: () => Date;
}

/** A LinkedIn id that the mocked lookup never finds (to exercise the not-found path; so does any id not in
 * `data.linkedInProfiles`). */
export const MOCK_LINKEDIN_NOT_FOUND_ID = 'not-found';
/** Origin of the mocked signed upload URLs (a PUT there is answered by the MSW handlers). */
export const MOCK_UPLOAD_ORIGIN = 'https://uploads.mock.test';

export type Args = Record<string, unknown>;
