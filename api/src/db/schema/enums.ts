// Status values are the spec's (§4); Postgres enums keep bad values out of the tables.
import { pgEnum } from 'drizzle-orm/pg-core';

export const contactStatusEnum = pgEnum('contact_status', ['IN_PROGRESS', 'RESPONDED', 'NO_RESPONSE', 'ERROR']);

export const campaignEmailStatusEnum = pgEnum('campaign_email_status', [
  'SCHEDULED',
  'SENT',
  'OPENED',
  'RECEIVED',
  'ERROR',
  'NO_RESPONSE',
]);

export const authTokenPurposeEnum = pgEnum('auth_token_purpose', ['verify_email', 'reset_password']);

export const planEnum = pgEnum('plan', ['starter', 'focused', 'relentless']);

export type ContactStatus = (typeof contactStatusEnum.enumValues)[number];
export type CampaignEmailStatus = (typeof campaignEmailStatusEnum.enumValues)[number];
export type AuthTokenPurpose = (typeof authTokenPurposeEnum.enumValues)[number];
export type Plan = (typeof planEnum.enumValues)[number];
