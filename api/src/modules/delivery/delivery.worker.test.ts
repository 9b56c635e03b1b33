// The engine under Agenda: send jobs written with the emails in one transaction wake the workers (NOTIFY),
// and two worker processes over duplicated jobs still send every email exactly once.
import { sql } from 'drizzle-orm';
import { createAgenda } from '../../jobs/agenda.factory';
import { JobName } from '../../jobs/job-names.constants';
import { startWorker, type RunningWorker } from '../../jobs/job-worker.service';
import { waitFor } from '../../../testkit/wait-for';
import { createDelivery } from './delivery.factory';
import { createDeliveryJobHandlers } from './delivery.handlers';
import { scheduleJobOnly } from './store';
import { scheduleSequenceForContact } from './schedule';
import { startDeliveryHarness, type DeliveryHarness } from '../../../testkit/delivery/delivery-harness';

describe('delivery engine on Agenda workers', () => {
  let h: DeliveryHarness;
  const workers: RunningWorker[] = [];

  beforeAll(async () => {
    h = await startDeliveryHarness();
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
  });
  afterAll(() => h.close());

  async function startDeliveryWorker(name: string, processEvery: number) {
    const agenda = await createAgenda({ url: h.database.url, name, processEvery, lockLifetime: 2_000 });
    const worker = await startWorker({
      agenda,
      jobs: [JobName.SEND_CAMPAIGN_EMAIL],
      // Short claims: a duplicate job that finds its email claimed looks again once the claim would expire. Not
      // shorter than a send can take on a loaded CI machine: a claim expired mid-send is, rightly, 'delivery could not
      // be confirmed' (sent once, never twice), which is the kill -9 suite's case, not this one's.
      handlers: createDeliveryJobHandlers(createDelivery(h.engine({ claimTtlMs: 5_000, gmailTimeoutMs: 1_000 }))),
      concurrency: { [JobName.SEND_CAMPAIGN_EMAIL]: 8 },
    });
    workers.push(worker);
    return worker;
  }

  /** Send jobs due soon or running (follow-ups days away do not count). */
  const unfinishedSendJobs = async () => {
    const { rows } = await h.handle.db.execute<{ count: number }>(sql`
      SELECT count(*)::int AS count FROM agenda_jobs
       WHERE name = ${JobName.SEND_CAMPAIGN_EMAIL}
         AND (next_run_at < now() + interval '1 minute' OR locked_at IS NOT NULL)`);
    return rows[0]!.count;
  };

  /** What the unfinished send jobs and their emails look like, for a timeout's message. */
  const unfinishedJobsReport = async () => {
    const { rows } = await h.handle.db.execute(sql`
      SELECT j.data->>'campaignEmailId' AS email, e.status, e.error_message,
             round(extract(epoch FROM j.next_run_at - now())) AS due_in_s,
             round(extract(epoch FROM now() - j.locked_at)) AS locked_s, j.fail_count, j.last_modified_by
        FROM agenda_jobs j LEFT JOIN campaign_emails e ON e.id = (j.data->>'campaignEmailId')::int
       WHERE j.name = ${JobName.SEND_CAMPAIGN_EMAIL}
         AND (j.next_run_at < now() + interval '1 minute' OR j.locked_at IS NOT NULL)
       LIMIT 12`);
    return JSON.stringify(rows);
  };

  it('a scheduled sequence wakes an idle worker at once, without waiting for its next poll', async () => {
    h.google.reset();
    // Its next poll is 8 s away (a longer interval would leave Agenda's half-interval timer behind the suite).
    await startDeliveryWorker('slow-poller', 8_000);
    await new Promise((resolve) => setTimeout(resolve, 300)); // its first poll found nothing
    const user = await h.sender();
    const campaign = await h.campaign(user);
    const contact = await h.contact(campaign);
    await scheduleSequenceForContact(h.handle.db, { userId: user.id, campaignId: campaign.id, contactId: contact.id });
    await waitFor(async () => (await h.sent()).length === 1, { message: 'the first email to be sent', timeoutMs: 4_000 });
  });

  it('two workers over 24 due emails, each with a duplicate job, send every email exactly once', async () => {
    h.google.reset();
    const user = await h.sender();
    const campaign = await h.campaign(user, { steps: [{ subject: 'Hello', body: 'Hi', daysDelay: 0 }] });
    const emailIds: number[] = [];
    const addresses: string[] = [];
    for (let index = 0; index < 24; index += 1) {
      const contact = await h.contact(campaign);
      addresses.push(contact.email!);
      const { campaignEmailId } = await scheduleSequenceForContact(h.handle.db, {
        userId: user.id,
        campaignId: campaign.id,
        contactId: contact.id,
      });
      await scheduleJobOnly(h.handle.db, campaignEmailId, new Date(), new Date()); // the duplicate
      emailIds.push(campaignEmailId);
    }
    await startDeliveryWorker('worker-a', 100);
    await startDeliveryWorker('worker-b', 100);

    // A liveness bound, not a speed goal (about 3 s here; a CI machine running jest beside Playwright once took 20 s+).
    await waitFor(async () => (await unfinishedSendJobs()) === 0, {
      message: 'every send job to finish',
      timeoutMs: 60_000,
    }).catch(async (error: Error) => {
      throw new Error(`${error.message}; unfinished: ${await unfinishedJobsReport()}`);
    });
    const sent = await h.sent();
    expect(sent).toHaveLength(24);
    expect(new Set(sent.map((message) => message.to[0])).size).toBe(24);
    expect(sent.map((message) => message.to[0]).sort()).toEqual([...addresses].sort());
    const statuses = await Promise.all(emailIds.map(async (id) => (await h.email(id)).status));
    expect(statuses.filter((status) => status !== 'SENT')).toEqual([]);
  }, 90_000);
});
