import { sql } from 'drizzle-orm';
import { createDb, type DbHandle } from '../db/db.client';
import { createTestDatabase, type TestDatabase } from '../../testkit/db/test-database';
import { createLoaders } from './request-loaders';

/** Contact and sequence fields of many list rows cost one query per field, never one per row. */
describe('contact and sequence loaders', () => {
  let database: TestDatabase;
  let handle: DbHandle;
  let campaignIds: number[];
  let contactIds: number[];
  let stepIds: number[];

  const first = <T>(rows: T[]) => rows[0]!;

  beforeAll(async () => {
    database = await createTestDatabase();
    handle = createDb({ url: database.url, max: 2 });
    const userId = first(
      (
        await handle.db.execute<{ id: string }>(
          sql`insert into users (name, email) values ('Lin', 'lin@example.com') returning id`,
        )
      ).rows,
    ).id;
    campaignIds = [];
    contactIds = [];
    stepIds = [];
    for (const name of ['A', 'B']) {
      const campaignId = first(
        (
          await handle.db.execute<{ id: number }>(
            sql`insert into campaigns (user_id, name, timezone) values (${userId}, ${name}, 'Europe/London') returning id`,
          )
        ).rows,
      ).id;
      campaignIds.push(campaignId);
      for (const position of [1, 2]) {
        stepIds.push(
          first(
            (
              await handle.db.execute<{ id: number }>(
                sql`insert into sequence_steps (campaign_id, position, subject) values (${campaignId}, ${position}, ${`${name}${position}`}) returning id`,
              )
            ).rows,
          ).id,
        );
      }
      const contactId = first(
        (
          await handle.db.execute<{ id: number }>(
            sql`insert into contacts (campaign_id, user_id, first_name, email) values (${campaignId}, ${userId}, 'Kim', 'kim@example.com') returning id`,
          )
        ).rows,
      ).id;
      contactIds.push(contactId);
      for (const position of [1, 2]) {
        await handle.db.execute(
          sql`insert into campaign_emails (user_id, campaign_id, contact_id, position, subject, body, status) values (${userId}, ${campaignId}, ${contactId}, ${position}, ${`${name}${position}`}, '', 'SENT')`,
        );
      }
    }
    const attachmentId = first(
      (
        await handle.db.execute<{ id: number }>(
          sql`insert into attachments (user_id, file_name, file_type, file_size, storage_key) values (${userId}, 'cv.pdf', 'application/pdf', 5, 'k') returning id`,
        )
      ).rows,
    ).id;
    await handle.db.execute(
      sql`insert into step_attachments (step_id, attachment_id) values (${stepIds[0]!}, ${attachmentId}), (${stepIds[2]!}, ${attachmentId})`,
    );
  });

  afterAll(async () => {
    await handle.close();
    await database.drop();
  });

  it('loads steps, attachments, email histories and parent campaigns with one query each', async () => {
    const loaders = createLoaders(handle.db);
    const originalQuery = handle.pool.query.bind(handle.pool);
    let queries = 0;
    handle.pool.query = ((...args: Parameters<typeof originalQuery>) => {
      queries += 1;
      return originalQuery(...args);
    }) as typeof handle.pool.query;
    try {
      const [steps, files, histories, parents] = await Promise.all([
        Promise.all(campaignIds.map((id) => loaders.stepsByCampaign.load(id))),
        Promise.all(stepIds.map((id) => loaders.attachmentsByStep.load(id))),
        Promise.all(contactIds.map((id) => loaders.emailsByContact.load(id))),
        Promise.all(campaignIds.map((id) => loaders.campaignById.load(id))),
      ]);
      expect(steps.map((list) => list.map((step) => step.subject))).toEqual([
        ['A1', 'A2'],
        ['B1', 'B2'],
      ]);
      expect(files.map((list) => list.map((file) => file.fileName))).toEqual([['cv.pdf'], [], ['cv.pdf'], []]);
      expect(histories.map((list) => list.map((email) => email.subject))).toEqual([
        ['A1', 'A2'],
        ['B1', 'B2'],
      ]);
      expect(parents.map((campaign) => campaign?.name)).toEqual(['A', 'B']);
      expect(queries).toBe(4);
    } finally {
      handle.pool.query = originalQuery as typeof handle.pool.query;
    }
  });
});
