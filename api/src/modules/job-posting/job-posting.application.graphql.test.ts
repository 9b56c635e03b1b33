// The application knows its job (issue 38 items 5 and 6), over /graphql on the real app and its PostgreSQL, reading the
// devstack job boards: a sequence created from an import keeps the server's read (never another user's), the contact's
// 'Applied on' defaults to the import day, its timeline names the job and links the posting, a closed posting shows
// 'Posting closed on <date>' and emails the user once, the two choices answer through the api, and an interview stops
// the sequences at the posting's company domain too.
import { sql } from 'drizzle-orm';
import { SEEDED_POSTINGS, startJobBoardsStandIn, type JobBoardsStandIn } from 'devstack/job-boards';
import { startSmtpInbox, type SmtpInbox } from 'devstack/smtp';
import {
  POSTING_HOLD_SENT_ANYWAY,
  POSTING_HOLD_STOPPED,
  postingClosedEmailSubject,
  TIMELINE_LABELS,
  type JobPostingImportPayload,
} from 'contracts';
import { createLogger } from '../../logging/logger';
import { CookieJar } from '../../../testkit/http/cookie-jar';
import { startTestApp, type TestApp } from '../../../testkit/http/test-app';
import { signUp } from '../../../testkit/auth/auth-helpers';
import { jobPostingEnv, jobPostingSettings } from '../../../testkit/env/job-posting-env';
import { scheduleSequenceForContact, stopSequencesAtCompany } from '../delivery';
import { holdForClosedPosting } from '../contact';
import { notificationDepsFor } from '../notification/notification.job';
import { sendSequenceEvents } from '../notification/sequence-events.service';
import { createJobPostingReader, recheckDuePostings, type JobPostingReader } from './index';

const S = SEEDED_POSTINGS.greenhouse;
const GREENHOUSE = `https://boards.greenhouse.io/${S.board}/jobs/${S.open}`;
const ORIGIN = 'http://app.test';

const IMPORT = `mutation($url: String!) { importJobPosting(url: $url) { posting { id role company } failure { message } } }`;
const CREATE_CAMPAIGN = `mutation($data: CreateCampaignInput!) { createCampaign(data: $data) { success message campaign { id } } }`;
const CREATE_CONTACT = `mutation($data: CreateContactInput!) { createContact(data: $data) { success message contact { id } } }`;
const CAMPAIGN = `query($id: Int!) { campaign(filter: { id: $id }) { campaign { id jobPosting {
  id url ats role company companyDomain status importedAt closedAt closedReason } } } }`;
const CONTACT = `query($id: Int!) { contact(filter: { id: $id }) { id appliedAt isActive pauseReason status stopReason
  timeline { kind label postingUrl } } }`;
const SEND_ANYWAY = `mutation($id: Int!) { sendAnywayAfterPostingClosed(campaignId: $id) { success message contacts { id isActive pauseReason } } }`;
const STOP = `mutation($id: Int!) { stopAfterPostingClosed(campaignId: $id) { success message contacts { id status stopReason } } }`;
const OUTCOME = `mutation($id: Int!) { setContactOutcome(contactId: $id, outcome: INTERVIEW_INVITE) { success contact { id } } }`;

let boards: JobBoardsStandIn;
let inbox: SmtpInbox;
let app: TestApp;
let reader: JobPostingReader;

beforeAll(async () => {
  boards = await startJobBoardsStandIn();
  inbox = await startSmtpInbox();
  app = await startTestApp({ env: { ...jobPostingEnv(boards), SMTP_URL: inbox.smtpUrl, APP_ORIGIN: ORIGIN } });
  reader = createJobPostingReader({ settings: jobPostingSettings(boards), store: { pool: app.db.pool }, appOrigin: ORIGIN });
});
afterAll(async () => {
  await app.close();
  await inbox.close();
  await boards.close();
});
beforeEach(() => boards.reset());

async function gql<T>(query: string, variables: Record<string, unknown>, jar: CookieJar): Promise<T> {
  const { body } = await app.graphql<T>(query, variables, jar);
  expect(body.errors).toBeUndefined();
  return body.data!;
}

/** A user who imported the posting, created the sequence from it and added Dana; Dana's emails are planned. */
async function sequenceFromPosting(email = `dana.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.org`) {
  const { jar, userId, email: userEmail } = await signUp(app);
  await app.db.db.execute(sql`UPDATE users SET email_verified = true WHERE id = ${userId}`);
  const { importJobPosting } = await gql<{ importJobPosting: JobPostingImportPayload }>(IMPORT, { url: GREENHOUSE }, jar);
  const postingId = importJobPosting.posting!.id;
  const { createCampaign } = await gql<{ createCampaign: { success: boolean; campaign: { id: number } } }>(
    CREATE_CAMPAIGN,
    { data: { name: 'Acme', timezone: 'Europe/Berlin', excludeWeekends: false, jobPostingId: postingId } },
    jar,
  );
  const campaignId = createCampaign.campaign.id;
  await app.db.db.execute(sql`
    INSERT INTO sequence_steps (campaign_id, position, subject, body, days_delay)
    VALUES (${campaignId}, 1, 'Hello', 'Hi', 0), (${campaignId}, 2, '', 'Bump', 2)`);
  const { createContact } = await gql<{ createContact: { contact: { id: number } } }>(
    CREATE_CONTACT,
    { data: { email, firstName: 'Dana', campaignId } },
    jar,
  );
  const contactId = createContact.contact.id;
  await scheduleSequenceForContact(app.db.db, { userId, campaignId, contactId });
  return { jar, userId, userEmail, postingId, campaignId, contactId };
}

async function closeAndRecheck(postingId: number) {
  boards.closePosting('greenhouse', S.board, S.open);
  await app.db.db.execute(sql`UPDATE job_postings SET next_check_at = 'infinity' WHERE status = 'open'`);
  await app.db.db.execute(sql`UPDATE job_postings SET next_check_at = now() - interval '1 minute' WHERE id = ${postingId}`);
  await recheckDuePostings({
    db: app.db.db,
    reader,
    onClosed: async (tx, posting, now) => void (await holdForClosedPosting(tx, { jobPostingId: posting.id, now })),
  });
}

type ContactView = {
  appliedAt: string | null;
  isActive: boolean;
  pauseReason: string | null;
  status: string;
  stopReason: string | null;
  timeline: Array<{ kind: string; label: string; postingUrl: string | null }>;
};
const contactOf = async (id: number, jar: CookieJar) => (await gql<{ contact: ContactView }>(CONTACT, { id }, jar)).contact;

describe('a sequence started from a posting', () => {
  it('keeps the read, defaults Applied on to the import day, and its timeline names the job', async () => {
    const s = await sequenceFromPosting();
    const { campaign } = await gql<{ campaign: { campaign: { jobPosting: Record<string, unknown> } } }>(
      CAMPAIGN,
      { id: s.campaignId },
      s.jar,
    );
    expect(campaign.campaign.jobPosting).toMatchObject({
      id: s.postingId,
      url: GREENHOUSE,
      ats: 'GREENHOUSE',
      role: 'Data Analyst',
      company: 'Acme Analytics',
      companyDomain: 'acme-analytics.com',
      status: 'OPEN',
      closedAt: null,
    });
    const importDay = new Date(campaign.campaign.jobPosting.importedAt as string).toLocaleDateString('en-CA', {
      timeZone: 'Europe/Berlin',
    });
    const contact = await contactOf(s.contactId, s.jar);
    expect(contact.appliedAt).toBe(importDay);
    expect(contact.timeline.find((row) => row.kind === 'APPLIED')).toEqual({
      kind: 'APPLIED',
      label: 'Applied: Data Analyst at Acme Analytics',
      postingUrl: GREENHOUSE,
    });
  });

  it("counts it in the home page's funnel as an application with a posting", async () => {
    const s = await sequenceFromPosting();
    const { searchSummary } = await gql<{ searchSummary: { funnel: { applications: number; withPosting: number } } }>(
      `query { searchSummary(timeZone: "Europe/Berlin") { funnel { applications withPosting } } }`,
      {},
      s.jar,
    );
    expect(searchSummary.funnel).toEqual({ applications: 1, withPosting: 1 });
  });

  it("refuses another user's import", async () => {
    const s = await sequenceFromPosting();
    const other = await signUp(app);
    const { createCampaign } = await gql<{ createCampaign: { success: boolean; message: string } }>(
      CREATE_CAMPAIGN,
      { data: { name: 'Acme', timezone: 'Europe/Berlin', excludeWeekends: false, jobPostingId: s.postingId } },
      other.jar,
    );
    expect(createCampaign).toMatchObject({ success: false, message: expect.stringContaining('not found') });
  });
});

describe('when the job closes', () => {
  it("holds, shows 'Posting closed on <date>', emails the user once; 'Send anyway' resumes", async () => {
    const s = await sequenceFromPosting();
    await closeAndRecheck(s.postingId);
    const held = await contactOf(s.contactId, s.jar);
    expect(held).toMatchObject({ isActive: false, pauseReason: 'POSTING_CLOSED', status: 'IN_PROGRESS' });
    const closedRow = held.timeline.find((row) => row.kind === 'POSTING_CLOSED')!;
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Berlin' });
    expect(closedRow).toEqual({ kind: 'POSTING_CLOSED', label: TIMELINE_LABELS.postingClosed(today), postingUrl: GREENHOUSE });
    expect(closedRow.label).toMatch(/^Posting closed on [A-Z][a-z]{2} \d{1,2}, \d{4}$/);

    const deps = notificationDepsFor({ db: app.db.db, config: app.config, logger: createLogger({ level: 'silent' }) });
    try {
      await sendSequenceEvents(deps);
      await sendSequenceEvents(deps);
    } finally {
      await deps.mailer.close();
    }
    const mail = await (await fetch(`${inbox.url}/messages?to=${encodeURIComponent(s.userEmail)}`)).json();
    const about = (mail as Array<{ subject: string; text: string }>).filter(
      (m) => m.subject === postingClosedEmailSubject('Acme Analytics'),
    );
    expect(about).toHaveLength(1);
    expect(about[0]!.text).toContain('The Data Analyst job at Acme Analytics closed on');
    expect(about[0]!.text).toContain(`${ORIGIN}/dashboard/campaigns/${s.campaignId}`);

    const { sendAnywayAfterPostingClosed: answer } = await gql<{
      sendAnywayAfterPostingClosed: { success: boolean; message: string; contacts: Array<{ id: number; isActive: boolean }> };
    }>(SEND_ANYWAY, { id: s.campaignId }, s.jar);
    expect(answer).toEqual({
      success: true,
      message: POSTING_HOLD_SENT_ANYWAY,
      contacts: [{ id: s.contactId, isActive: true, pauseReason: null }],
    });
  });

  it("'Stop' through the api ends the sequence", async () => {
    const s = await sequenceFromPosting();
    await closeAndRecheck(s.postingId);
    const { stopAfterPostingClosed: answer } = await gql<{ stopAfterPostingClosed: Record<string, unknown> }>(
      STOP,
      { id: s.campaignId },
      s.jar,
    );
    expect(answer).toEqual({
      success: true,
      message: POSTING_HOLD_STOPPED,
      contacts: [{ id: s.contactId, status: 'ERROR', stopReason: 'POSTING_CLOSED' }],
    });
  });
});

describe("an interview stops the sequences at the posting's company", () => {
  it('stops another sequence whose recipient is at the posting company domain', async () => {
    // The interview came from a recruiter at an agency address; the posting names acme-analytics.com.
    const s = await sequenceFromPosting(`rec.${Date.now()}@talent-agency.example`);
    const other = await app.db.db.execute<{ id: number }>(sql`
      WITH k AS (INSERT INTO campaigns (user_id, name, timezone) VALUES (${s.userId}, 'Acme again', 'Europe/Berlin') RETURNING id)
      INSERT INTO contacts (campaign_id, user_id, email, first_name, status)
      SELECT k.id, ${s.userId}, 'hiring@acme-analytics.com', 'Hana', 'IN_PROGRESS' FROM k RETURNING id`);
    const otherId = Number(other.rows[0]!.id);
    await gql(OUTCOME, { id: s.contactId }, s.jar);
    expect(await contactOf(otherId, s.jar)).toMatchObject({ status: 'RESPONDED', stopReason: 'INTERVIEW_AT_COMPANY' });
  });

  it('an interview found by delivery (a calendar invitation, a reply alert) stops a sequence tied only by its posting', async () => {
    // The posting's sequence goes to an agency recruiter; the interview comes from the company's own address.
    const s = await sequenceFromPosting(`rec.${Date.now()}@talent-agency.example`);
    const direct = await app.db.db.execute<{ id: number }>(sql`
      WITH k AS (INSERT INTO campaigns (user_id, name, timezone) VALUES (${s.userId}, 'Acme direct', 'Europe/Berlin') RETURNING id)
      INSERT INTO contacts (campaign_id, user_id, email, first_name, status)
      SELECT k.id, ${s.userId}, 'hiring@acme-analytics.com', 'Hana', 'IN_PROGRESS' FROM k RETURNING id`);
    const stopped = await stopSequencesAtCompany(app.db.db, { userId: s.userId, contactId: Number(direct.rows[0]!.id) });
    expect(stopped).toEqual([s.contactId]);
    expect(await contactOf(s.contactId, s.jar)).toMatchObject({ status: 'RESPONDED', stopReason: 'INTERVIEW_AT_COMPANY' });
  });
});
