// How fast a company answers this user (product.md §11, "One timeline per application"): over the user's applications
// at the contact's company domain (free mail excepted), the median hours from the first sequence email sent to the
// first real answer detected. Pure: the api reads the applications with SQL, the mocks from their fixtures.
import type { CampaignEmailKind, ReplyOutcome, ReplyOutcomeSource } from '../generated/client/graphql';
import { isFreeMailDomain } from '../rules/free-mail-domains.rules';
import { outcomeBehaviour } from '../rules/outcome-behaviour.rules';
import { companyFromDomain, companyReplyTimeText } from '../rules/timeline.rules';

/** One application at the domain: its outcome, its emails and its replies. */
export interface CompanyApplicationSource {
  outcome: ReplyOutcome | null;
  emails: ReadonlyArray<{ kind: CampaignEmailKind; sentAt: string | Date | null }>;
  replies: ReadonlyArray<{ outcome: ReplyOutcome; source: ReplyOutcomeSource; occurredAt: string | Date }>;
}

export type CompanyReplyTimeSource = {
  /** The contact's address domain, lower case. */
  domain: string;
  applications: readonly CompanyApplicationSource[];
};

export interface CompanyReplyTimeView {
  company: string;
  medianHours: number;
  applications: number;
  label: string;
}

const HOUR_MS = 3_600_000;
const isAnswer = (outcome: ReplyOutcome | null) => outcome !== null && outcomeBehaviour(outcome).isAnswer;

/** Hours from the first sequence email to the first detected answer; null when there is none after it. */
function replyGapHours(application: CompanyApplicationSource): number | null {
  // An application the user set to a notice, bounce or departure tells nothing about how fast the company answers.
  if (application.outcome !== null && !isAnswer(application.outcome)) return null;
  const sent = application.emails.filter((e) => e.kind === 'SEQUENCE' && e.sentAt).map((e) => new Date(e.sentAt!).getTime());
  const replied = application.replies
    .filter((r) => r.source === 'DETECTED' && isAnswer(r.outcome))
    .map((r) => new Date(r.occurredAt).getTime());
  if (!sent.length || !replied.length) return null;
  const gap = (Math.min(...replied) - Math.min(...sent)) / HOUR_MS;
  return gap > 0 ? gap : null;
}

const median = (sorted: readonly number[]) => {
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** 'Globex usually replies in about 2 days (from your 3 applications)', once the company has answered at least once. */
export function buildCompanyReplyTime(source: CompanyReplyTimeSource | null | undefined): CompanyReplyTimeView | null {
  if (!source?.domain || isFreeMailDomain(source.domain)) return null;
  const hours = source.applications
    .map(replyGapHours)
    .filter((gap): gap is number => gap !== null)
    .sort((a, b) => a - b);
  if (!hours.length) return null;
  const middle = median(hours);
  const company = companyFromDomain(source.domain);
  return {
    company,
    medianHours: Math.round(middle * 10) / 10,
    applications: hours.length,
    label: companyReplyTimeText(company, middle, hours.length),
  };
}
