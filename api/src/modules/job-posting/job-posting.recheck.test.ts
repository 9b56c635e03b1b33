// The posting kept with its sequence and re-read once a day (issue 38 item 5), on real PostgreSQL and over real HTTP
// against the devstack job boards: an import is kept and only its owner may start a sequence from it; a read that says
// closed holds the follow-ups (the send claim refuses them); a failed read holds nothing; two workers read a due
// posting once; 'Send anyway' resumes and sends, 'Stop' ends the sequence.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { SEEDED_POSTINGS, startJobBoardsStandIn, type JobBoardsStandIn } from 'devstack/job-boards';
import {
  JOB_POSTING_NOT_FOUND,
  POSTING_HOLD_NOTHING_HELD,
  POSTING_HOLD_SENT_ANYWAY,
  POSTING_HOLD_STOPPED,
  POSTING_RECHECK,
  nextPostingCheckAt,
} from 'contracts';
import { contacts, jobPostings } from '../../db/schema';
import { startDeliveryHarness, type DeliveryHarness } from '../../../testkit/delivery/delivery-harness';
import { jobPostingSettings } from '../../../testkit/env/job-posting-env';
import { scheduleSequenceForContact } from '../delivery';
import { holdForClosedPosting, sendAnywayAfterPostingClosed, stopAfterPostingClosed } from '../contact';
import { createJobPostingReader, createPostingRecheckJobHandlers, recheckDuePostings, type JobPostingReader } from './index';
import { JobName } from '../../jobs/job-names.constants';
import { importJobPosting } from './job-posting-import.service';
import { createCampaign } from '../campaign/campaign.service';

const S = SEEDED_POSTINGS.greenhouse;
const GREENHOUSE = `https://boards.greenhouse.io/${S.board}/jobs/${S.open}`;

let boards: JobBoardsStandIn;
let h: DeliveryHarness;
let reader: JobPostingReader;
let failing: Server;
let failingReader: JobPostingReader;
let refusing: Server;
let refusingReader: JobPostingReader;

beforeAll(async () => {
  boards = await startJobBoardsStandIn();
  h = await startDeliveryHarness();
  const store = { pool: h.handle.pool };
  reader = createJobPostingReader({ settings: jobPostingSettings(boards), store, appOrigin: 'http://app.test' });
  // A board that answers 503 to everything: Greenhouse having a bad minute.
  failing = createServer((_req, res) => res.writeHead(503, { 'content-type': 'application/json' }).end('{}'));
  await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
  const failingUrl = `http://127.0.0.1:${(failing.address() as AddressInfo).port}`;
  const settings = jobPostingSettings(boards);
  failingReader = createJobPostingReader({
    settings: { ...settings, atsApiUrls: { ...settings.atsApiUrls, greenhouse: failingUrl } },
    store,
    appOrigin: 'http://app.test',
  });
  // A board that refuses us (403): not a closed job, and not something an hour fixes.
  refusing = createServer((_req, res) => res.writeHead(403, { 'content-type': 'application/json' }).end('{}'));
  await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
  refusingReader = createJobPostingReader({
    settings: {
      ...settings,
      atsApiUrls: { ...settings.atsApiUrls, greenhouse: `http://127.0.0.1:${(refusing.address() as AddressInfo).port}` },
    },
    store,
    appOrigin: 'http://app.test',
  });
});
afterAll(async () => {
  await new Promise((resolve) => failing.close(resolve));
  await new Promise((resolve) => refusing.close(resolve));
  await h.close();
  await boards.close();
});
beforeEach(() => boards.reset());

const hold = async (tx: Parameters<typeof holdForClosedPosting>[0], posting: { id: number }, now: Date) =>
  void (await holdForClosedPosting(tx, { jobPostingId: posting.id, now }));

/** A user who imported the Greenhouse posting and started a sequence from it; the first email has gone out. */
async function runningSequenceFromPosting() {
  const user = await h.sender({ name: 'Ada Lovelace' });
  const imported = await importJobPosting({ reader, db: h.handle.db }, user.id, GREENHOUSE);
  expect(imported.failure).toBeNull();
  const campaign = await h.campaign(user);
  await h.handle.db.execute(sql`UPDATE campaigns SET job_posting_id = ${imported.posting!.id} WHERE id = ${campaign.id}`);
  const contact = await h.contact(campaign, { firstName: 'Dana', email: `dana.${user.id.slice(0, 8)}@acme-analytics.com` });
  const { campaignEmailId } = await scheduleSequenceForContact(h.handle.db, {
    userId: user.id,
    campaignId: campaign.id,
    contactId: contact.id,
  });
  expect(await h.engine().deliver(campaignEmailId)).toBe('sent');
  const followUp = (await h.emailsOf(contact.id))[1]!;
  return { user, campaign, contact, followUp, postingId: imported.posting!.id };
}

const postingRow = async (id: number) => (await h.handle.db.select().from(jobPostings).where(eq(jobPostings.id, id)))[0]!;
const contactRow = async (id: number) => (await h.handle.db.select().from(contacts).where(eq(contacts.id, id)))[0]!;
/** The daily time has come for this posting (and for no other of earlier tests). */
async function makeCheckDue(postingId: number) {
  await h.handle.db.execute(sql`UPDATE job_postings SET next_check_at = 'infinity' WHERE status = 'open'`);
  await h.handle.db.execute(sql`UPDATE job_postings SET next_check_at = now() - interval '1 minute' WHERE id = ${postingId}`);
}
const greenhouseReads = () => boards.requests().filter((r) => r.path.includes(`/v1/boards/${S.board}/jobs/${S.open}`));

describe('the posting kept with the sequence', () => {
  it('keeps what the server read, first re-checked at its own minute of the next day', async () => {
    const user = await h.sender();
    const before = new Date();
    const { posting } = await importJobPosting({ reader, db: h.handle.db }, user.id, GREENHOUSE);
    const row = await postingRow(posting!.id);
    expect(row).toMatchObject({
      userId: user.id,
      url: GREENHOUSE,
      ats: 'greenhouse',
      role: 'Data Analyst',
      company: 'Acme Analytics',
      companyDomain: 'acme-analytics.com',
      location: 'Berlin, Germany',
      status: 'open',
      closedAt: null,
    });
    expect(row.importedAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    expect(row.nextCheckAt).toEqual(nextPostingCheckAt(row.id, row.importedAt));
    expect(row.nextCheckAt.getTime() - row.importedAt.getTime()).toBeGreaterThanOrEqual(POSTING_RECHECK.minGapMs);

    // A sequence links the caller's own import; another user's id is refused as not found.
    const mine = await createCampaign(h.handle.db, user.id, {
      name: 'Acme',
      timezone: 'Europe/Berlin',
      excludeWeekends: true,
      jobPostingId: row.id,
    });
    expect(mine.campaign.jobPostingId).toBe(row.id);
    const stranger = await h.sender({ email: 'eve@example.com' });
    await expect(
      createCampaign(h.handle.db, stranger.id, {
        name: 'Acme',
        timezone: 'Europe/Berlin',
        excludeWeekends: true,
        jobPostingId: row.id,
      }),
    ).rejects.toThrow(JOB_POSTING_NOT_FOUND);
  });

  it('spreads the re-checks over the day', () => {
    const minutes = new Set(
      Array.from({ length: 1000 }, (_, i) => Math.floor(nextPostingCheckAt(i + 1, new Date(0)).getUTCHours())),
    );
    expect(minutes.size).toBe(24);
  });
});

describe('the daily re-check', () => {
  it('an open posting: read once, next check a day on, nothing held', async () => {
    const s = await runningSequenceFromPosting();
    await makeCheckDue(s.postingId);
    const summary = await recheckDuePostings({ db: h.handle.db, reader, onClosed: hold });
    expect(summary).toEqual({ read: 1, closed: 0, failed: 0 });
    const row = await postingRow(s.postingId);
    expect(row.status).toBe('open');
    expect(row.nextCheckAt).toEqual(nextPostingCheckAt(row.id, row.lastCheckedAt));
    expect(await contactRow(s.contact.id)).toMatchObject({ isActive: true, pauseReason: null });
  });

  it('a closed posting holds the follow-ups: the send claim refuses them', async () => {
    const s = await runningSequenceFromPosting();
    boards.closePosting('greenhouse', S.board, S.open);
    await makeCheckDue(s.postingId);
    expect(await recheckDuePostings({ db: h.handle.db, reader, onClosed: hold })).toEqual({ read: 1, closed: 1, failed: 0 });
    const row = await postingRow(s.postingId);
    expect(row).toMatchObject({ status: 'closed', closedReason: 'not-found' });
    expect(row.closedAt).not.toBeNull();
    expect(await contactRow(s.contact.id)).toMatchObject({
      isActive: false,
      pauseReason: 'POSTING_CLOSED',
      status: 'IN_PROGRESS',
    });
    await h.makeDue(s.followUp.id);
    expect(await h.engine().deliver(s.followUp.id)).toBe('held');
    // A closed posting is not read again.
    await h.handle.db.execute(sql`UPDATE job_postings SET next_check_at = now() - interval '1 minute' WHERE id = ${s.postingId}`);
    expect((await recheckDuePostings({ db: h.handle.db, reader, onClosed: hold })).read).toBe(0);
  });

  it('a failed read (the board answers 503) is tried again in an hour and holds nothing', async () => {
    const s = await runningSequenceFromPosting();
    await makeCheckDue(s.postingId);
    const at = new Date();
    expect(await recheckDuePostings({ db: h.handle.db, reader: failingReader, onClosed: hold })).toEqual({
      read: 1,
      closed: 0,
      failed: 1,
    });
    const row = await postingRow(s.postingId);
    expect(row.status).toBe('open');
    expect(row.nextCheckAt.getTime()).toBeGreaterThanOrEqual(at.getTime() + POSTING_RECHECK.retryAfterMs - 1000);
    expect(await contactRow(s.contact.id)).toMatchObject({ isActive: true, pauseReason: null });
    await h.makeDue(s.followUp.id);
    expect(await h.engine().deliver(s.followUp.id)).toBe('sent');
  });

  it('a refused read (403) holds nothing and waits for the next daily read', async () => {
    const s = await runningSequenceFromPosting();
    await makeCheckDue(s.postingId);
    expect(await recheckDuePostings({ db: h.handle.db, reader: refusingReader, onClosed: hold })).toMatchObject({ failed: 1 });
    const row = await postingRow(s.postingId);
    expect(row.status).toBe('open');
    expect(row.nextCheckAt.getTime() - Date.now()).toBeGreaterThan(POSTING_RECHECK.minGapMs - 60_000);
    expect(await contactRow(s.contact.id)).toMatchObject({ isActive: true, pauseReason: null });
  });

  it('two workers at once: the due posting is read once', async () => {
    const s = await runningSequenceFromPosting();
    await makeCheckDue(s.postingId);
    const readsBefore = greenhouseReads().length;
    const [a, b] = await Promise.all([
      recheckDuePostings({ db: h.handle.db, reader, onClosed: hold }),
      recheckDuePostings({ db: h.handle.db, reader, onClosed: hold }),
    ]);
    expect(a.read + b.read).toBe(1);
    expect(greenhouseReads().length - readsBefore).toBe(1);
  });

  it('a sequence with nothing left to send is not re-read', async () => {
    const s = await runningSequenceFromPosting();
    await h.handle.db.execute(sql`UPDATE contacts SET status = 'RESPONDED' WHERE id = ${s.contact.id}`);
    await makeCheckDue(s.postingId);
    expect((await recheckDuePostings({ db: h.handle.db, reader, onClosed: hold })).read).toBe(0);
  });
});

describe("the user's choice", () => {
  async function heldSequence() {
    const s = await runningSequenceFromPosting();
    boards.closePosting('greenhouse', S.board, S.open);
    await makeCheckDue(s.postingId);
    await recheckDuePostings({ db: h.handle.db, reader, onClosed: hold });
    expect(await contactRow(s.contact.id)).toMatchObject({ pauseReason: 'POSTING_CLOSED' });
    return s;
  }

  it("'Send anyway' resumes the follow-ups inside the window, and they go out", async () => {
    const s = await heldSequence();
    const at = new Date();
    const answer = await sendAnywayAfterPostingClosed(h.handle.db, s.user.id, s.campaign.id, at);
    expect(answer).toMatchObject({ success: true, message: POSTING_HOLD_SENT_ANYWAY });
    expect(answer.contacts.map((c) => c.id)).toEqual([s.contact.id]);
    expect(await contactRow(s.contact.id)).toMatchObject({ isActive: true, pauseReason: null, status: 'IN_PROGRESS' });
    await h.makeDue(s.followUp.id);
    expect(await h.engine().deliver(s.followUp.id)).toBe('sent');
    // Asked again, nothing is held any more.
    expect(await sendAnywayAfterPostingClosed(h.handle.db, s.user.id, s.campaign.id)).toMatchObject({
      success: false,
      message: POSTING_HOLD_NOTHING_HELD,
    });
  });

  it("'Stop' ends the sequence: its unsent emails go and nothing more is sent", async () => {
    const s = await heldSequence();
    const answer = await stopAfterPostingClosed(h.handle.db, s.user.id, s.campaign.id);
    expect(answer).toMatchObject({ success: true, message: POSTING_HOLD_STOPPED });
    const stopped = await contactRow(s.contact.id);
    expect(stopped).toMatchObject({ status: 'ERROR', stopReason: 'POSTING_CLOSED', pauseReason: null });
    expect(stopped.errorMessage).toMatch(/^The job closed on \w{3} \d+, \d{4} and you chose to stop\./);
    expect((await h.emailsOf(s.contact.id)).filter((e) => e.status === 'SCHEDULED')).toEqual([]);
  });

  it("another user's sequence answers not found and changes nothing", async () => {
    const s = await heldSequence();
    const stranger = await h.sender({ email: 'mallory@example.com' });
    await expect(stopAfterPostingClosed(h.handle.db, stranger.id, s.campaign.id)).rejects.toThrow('Campaign not found');
    await expect(sendAnywayAfterPostingClosed(h.handle.db, stranger.id, s.campaign.id)).rejects.toThrow('Campaign not found');
    expect(await contactRow(s.contact.id)).toMatchObject({ isActive: false, pauseReason: 'POSTING_CLOSED' });
  });
});

describe('imports nothing was made from', () => {
  it('are forgotten after the keep time; one a sequence links to is kept', async () => {
    const user = await h.sender({ name: 'Ada Lovelace' });
    const unused = (await importJobPosting({ reader, db: h.handle.db }, user.id, GREENHOUSE)).posting!.id;
    const linked = (await runningSequenceFromPosting()).postingId;
    const recent = (await importJobPosting({ reader, db: h.handle.db }, user.id, GREENHOUSE)).posting!.id;
    const longAgo = new Date(Date.now() - POSTING_RECHECK.unusedImportKeepMs - 60_000);
    await h.handle.db.execute(sql`UPDATE job_postings SET imported_at = ${longAgo} WHERE id IN (${unused}, ${linked})`);
    const handlers = createPostingRecheckJobHandlers({
      db: h.handle.db,
      reader,
      logger: h.engine().deps.logger,
      onClosed: async () => {},
    });
    await handlers[JobName.RECHECK_JOB_POSTINGS]!({} as never);
    const left = await h.handle.db.select({ id: jobPostings.id }).from(jobPostings);
    const ids = left.map((row) => row.id);
    expect(ids).not.toContain(unused);
    expect(ids).toEqual(expect.arrayContaining([linked, recent]));
  });
});
