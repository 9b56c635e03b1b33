// The per-request DataLoaders every resolver can use (fields of many list items load in one grouped query per
// field, never one query per row). Each module builds its own (`<domain>.loaders.ts`); the GraphQL assembly
// puts them together per request, so nothing is cached across users.
import type DataLoader from 'dataloader';
import type { CampaignFigures } from 'contracts';
import type { ReplyNote, ReplyOutcomeEvent } from 'contracts/resolvers-types';
import type { Attachment, Campaign, CampaignEmail, SequenceStep } from '../db/schema';

/** Per-campaign figures shown on campaign cards, computed for many campaigns in one grouped query each. */
/** A campaign's figures (contracts' buildCampaignFigures). */
export type CampaignStats = CampaignFigures;

export interface Loaders {
  campaignStats: DataLoader<number, CampaignStats>;
  campaignSequenceSize: DataLoader<number, number>;
  /** Whether any contact's sequence of the campaign was ever put on the schedule (false: a draft). */
  campaignScheduled: DataLoader<number, boolean>;
  /** Campaign rows by id (the parent of an already owned contact). */
  campaignById: DataLoader<number, Campaign | null>;
  stepsByCampaign: DataLoader<number, SequenceStep[]>;
  attachmentsByStep: DataLoader<number, Attachment[]>;
  emailsByContact: DataLoader<number, CampaignEmail[]>;
  /** The earliest due time of each campaign's unsent emails (null when none is planned). */
  campaignNextSendAt: DataLoader<number, Date | null>;
  /** Until when Gmail's daily limit pauses a user's sending (null when it does not), by user id. */
  sendingPausedUntil: DataLoader<string, Date | null>;
  /** Each contact's replies with their outcomes, oldest first. */
  replyOutcomesByContact: DataLoader<number, ReplyOutcomeEvent[]>;
  /** Each contact's latest approved note after a reply (null when none). */
  replyNoteByContact: DataLoader<number, ReplyNote | null>;
}
