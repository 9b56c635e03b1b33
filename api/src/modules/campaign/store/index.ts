// Campaign's store: the writes to `campaigns` that modules below campaign/ need (contact, account, delivery). It imports
// no module, so they can call it; campaign/ itself is the table's only other writer (api/src/db/table-owners.test.ts).
export { setGuessedCampaignZone } from './campaign-zone.repository';
export { pauseCampaignsOfUser } from './campaign-pause.repository';
export { countSentOnCampaign, uncountSentOnCampaign } from './campaign-sent-count.fragment';
