import { GetBillingOverviewDocument } from 'contracts';
import { pageQuery } from 'shared-ui';

/** The plan usage read where a sequence is started (useSequenceQuota); pages that show it ask it on arrival. */
export const SEQUENCE_QUOTA_VARIABLES = {};
export const sequenceQuotaQuery = () => pageQuery(GetBillingOverviewDocument, SEQUENCE_QUOTA_VARIABLES);
