// The funnel is counted in SQL for speed (application-stages.repository.ts) and built in contracts for the mocks
// (buildSearchSummary): one rule, held to it here. For every outcome (confirmed or only proposed), every way a
// sequence stops as a reply, an interview date and an outcome history, the home page's funnel over HTTP is exactly
// what contracts' builder makes of the same rows.
import { DateTime } from 'luxon';
import {
  OUTCOME_BEHAVIOUR,
  buildSearchSummary,
  type ReplyOutcome,
  type SearchApplicationSource,
  type SequenceStopReason,
} from 'contracts';
import { signUp } from '../../../testkit/auth/auth-helpers';
import { insertCampaign, insertContact } from '../../../testkit/db/db-fixtures';
import { startTestApp, type TestApp } from '../../../testkit/http/test-app';
import type { NewContact } from '../../db/schema';

const QUERY = `query Summary($timeZone: String!) {
  searchSummary(timeZone: $timeZone) {
    funnel { applications replies interviews offers withPosting }
    weekly { weekStart emailsSent replies }
  }
}`;
type Summary = { searchSummary: ReturnType<typeof buildSearchSummary> };

const ZONE = 'Europe/Berlin';
const OUTCOMES = Object.keys(OUTCOME_BEHAVIOUR) as ReplyOutcome[];
const at = DateTime.now().minus({ days: 3 });

interface Case {
  name: string;
  contact: Partial<NewContact>;
  /** Outcomes the user set earlier, oldest first. */
  history?: ReplyOutcome[];
}

const responded = (stopReason: SequenceStopReason | null): Partial<NewContact> => ({
  status: 'RESPONDED',
  stopReason,
  respondedAt: at.toJSDate(),
});
const CASES: Case[] = [
  ...OUTCOMES.map((outcome) => ({ name: `confirmed ${outcome}`, contact: { ...responded('MARKED_REPLIED'), outcome } })),
  ...OUTCOMES.map((outcome) => ({
    name: `proposed ${outcome}`,
    contact: { status: 'IN_PROGRESS' as const, outcomeProposed: outcome },
  })),
  ...(['REPLIED', 'MARKED_REPLIED', 'REPLIED_FROM_EMAIL', 'COLLEAGUE_REPLIED', null] as const).map((reason) => ({
    name: `stopped as ${reason ?? 'a reply without reason'}`,
    contact: responded(reason),
  })),
  { name: 'running with an interview date', contact: { status: 'IN_PROGRESS', interviewAt: at.toJSDate() } },
  {
    name: 'an interview, then a rejection',
    contact: { ...responded('REPLIED'), outcome: 'NOT_MOVING_FORWARD' },
    history: ['INTERVIEW_INVITE'],
  },
  { name: 'an offer, then left the company', contact: { ...responded('REPLIED'), outcome: 'LEFT_COMPANY' }, history: ['OFFER'] },
  { name: 'running, nothing yet', contact: { status: 'IN_PROGRESS' } },
];

describe('searchSummary: the SQL count and contracts builder agree', () => {
  let app: TestApp;
  // One user (sign-ups are rate limited): each case deletes the one before, which then counts nowhere.
  let user: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    app = await startTestApp();
    user = await signUp(app);
  });
  afterAll(() => app.close());

  /** The user's applications as contracts' source, read plainly from the rows. */
  async function sourceOf(userId: string): Promise<SearchApplicationSource[]> {
    const { rows } = await app.db.pool.query<SearchApplicationSource>(
      `select coalesce(c.outcome, c.outcome_proposed) as outcome, c.status, c.stop_reason as "stopReason",
              c.interview_at as "interviewAt", c.responded_at as "respondedAt", c.outcome_confirmed_at as "outcomeConfirmedAt",
              coalesce((select json_agg(e.outcome) from reply_outcome_events e
                         where e.contact_id = c.id and e.source <> 'DETECTED'), '[]') as "confirmedOutcomes",
              coalesce((select json_agg(json_build_object('outcome', e.outcome, 'occurredAt', e.occurred_at))
                          from reply_outcome_events e where e.contact_id = c.id), '[]') as replies
         from contacts c where c.user_id = $1 and c.deleted_at is null`,
      [userId],
    );
    return rows;
  }

  it.each(CASES)('$name', async ({ contact, history = [] }) => {
    await app.db.pool.query(`update contacts set deleted_at = now() where user_id = $1`, [user.userId]);
    const campaign = await insertCampaign(app.db.db, user.userId);
    const row = await insertContact(app.db.db, campaign, contact);
    for (const [index, outcome] of [...history, ...(contact.outcome ? [contact.outcome] : [])].entries()) {
      await app.db.pool.query(
        `insert into reply_outcome_events (user_id, contact_id, outcome, source, occurred_at) values ($1, $2, $3, 'APP', $4)`,
        [user.userId, row.id, outcome, at.plus({ minutes: index }).toJSDate()],
      );
    }
    await app.db.pool.query(
      `insert into campaign_emails (user_id, campaign_id, contact_id, position, subject, body, status, sent_at)
       values ($1, $2, $3, 1, 'Hello', 'Body', 'SENT', $4)`,
      [user.userId, campaign.id, row.id, at.minus({ days: 2 }).toJSDate()],
    );

    const { body } = await app.graphql<Summary>(QUERY, { timeZone: ZONE }, user.jar);
    expect(body.errors).toBeUndefined();
    const built = buildSearchSummary({
      applications: await sourceOf(user.userId),
      sentAt: [at.minus({ days: 2 }).toISO()!],
      timeZone: ZONE,
      now: new Date(),
    });
    expect(body.data!.searchSummary).toEqual(built);
  });
});
