// An account's stored files leave the bucket with it: at once when the account is deleted, and (should storage have
// failed then) by the purge job before the account's rows go. Checked by listing the S3 stand-in's bucket.
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { eq, sql } from 'drizzle-orm';
import { startS3StandIn, type S3StandIn } from 'devstack/s3';
import { AUTH_BASE_PATH, AUTH_PATHS, DELETE_ACCOUNT_CONFIRMATION } from 'contracts';
import { attachments, users } from '../../db/schema';
import { purgeDeletedUsers } from '../../jobs/purge-deleted-users.job';
import { startAppWithLogs, type AppWithLogs } from '../../../testkit/http/app-with-logs';
import { s3Env } from '../../../testkit/env/s3-env';
import { attachmentStorageFor } from '../attachment';

const DAY = 86_400_000;

describe('deleting an account empties its storage prefix (S3 stand-in)', () => {
  let s3: S3StandIn;
  let client: S3Client;
  let app: AppWithLogs;
  let counter = 0;

  beforeAll(async () => {
    s3 = await startS3StandIn({ port: 0 });
    client = new S3Client(s3.clientConfig());
    app = await startAppWithLogs(s3Env(s3));
  });
  afterAll(async () => {
    await app.close();
    client.destroy();
    await s3.close();
  });

  const newUser = () => app.signUp('Ada Lovelace', `ada.purge${++counter}.${Date.now()}@example.com`);

  /** `count` small objects under the user's prefix (and one library row pointing at the first). */
  async function storeFiles(userId: string, count: number) {
    const keys = Array.from({ length: count }, (_, i) => `users/${userId}/${String(i).padStart(5, '0')}/verified/cv.pdf`);
    for (let i = 0; i < keys.length; i += 100) {
      await Promise.all(
        keys.slice(i, i + 100).map((Key) => client.send(new PutObjectCommand({ Bucket: s3.bucket, Key, Body: '%PDF-1.4' }))),
      );
    }
    await app.db.db
      .insert(attachments)
      .values({ userId, fileName: 'cv.pdf', fileType: 'application/pdf', fileSize: 8, storageKey: keys[0]!, fileUrl: keys[0]! });
    return keys;
  }
  const keysUnder = (userId: string) => s3.objects().filter((o) => o.key.startsWith(`users/${userId}/`));

  it('deletes all 1,001+ objects under the prefix when the account is deleted; other users keep theirs', async () => {
    const ada = await newUser();
    const bea = await newUser();
    await storeFiles(ada.userId, 1_001);
    const beaKeys = await storeFiles(bea.userId, 3);
    // A prefix that merely starts like Ada's id is another folder.
    await client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: `users/${ada.userId}-other/x.pdf`, Body: 'x' }));
    expect(keysUnder(ada.userId)).toHaveLength(1_001);

    const response = await app.request(`${AUTH_BASE_PATH}${AUTH_PATHS.deleteUser}`, {
      json: { confirm: DELETE_ACCOUNT_CONFIRMATION },
      jar: ada.jar,
    });
    expect(response.status).toBe(200);

    expect(keysUnder(ada.userId)).toEqual([]);
    expect(
      keysUnder(bea.userId)
        .map((o) => o.key)
        .sort(),
    ).toEqual(beaKeys);
    expect(s3.objects().map((o) => o.key)).toContain(`users/${ada.userId}-other/x.pdf`);
    expect(await app.db.db.$count(attachments, eq(attachments.userId, ada.userId))).toBe(0);
    expect(await app.db.db.$count(attachments, eq(attachments.userId, bea.userId))).toBe(1);
  });

  it('the purge deletes what storage kept at deletion, and keeps an account whose files S3 refuses until it can', async () => {
    const cy = await newUser();
    const dee = await newUser();
    await storeFiles(cy.userId, 5);
    await storeFiles(dee.userId, 2);
    // Storage refuses Cy's objects when the account is deleted: they stay for the purge.
    const allowCy = s3.failDeletesUnder(`users/${cy.userId}/`);
    for (const user of [cy, dee]) {
      const response = await app.request(`${AUTH_BASE_PATH}${AUTH_PATHS.deleteUser}`, {
        json: { confirm: DELETE_ACCOUNT_CONFIRMATION },
        jar: user.jar,
      });
      expect(response.status).toBe(200);
    }
    expect(keysUnder(cy.userId)).toHaveLength(5);
    expect(keysUnder(dee.userId)).toEqual([]);
    expect(app.logs.join('')).toContain('account deleted: stored files left for the purge');

    const storage = attachmentStorageFor(app.config);
    const later = new Date(Date.now() + 31 * DAY);
    const exists = async (id: string) => (await app.db.db.$count(users, eq(users.id, id))) === 1;
    // Still refused: Cy's account (and its file list) waits for the next run; Dee's goes.
    await purgeDeletedUsers(app.db.db, later, { storage });
    expect(await exists(cy.userId)).toBe(true);
    expect(await exists(dee.userId)).toBe(false);
    expect(keysUnder(cy.userId)).toHaveLength(5);

    allowCy();
    await purgeDeletedUsers(app.db.db, later, { storage });
    expect(await exists(cy.userId)).toBe(false);
    expect(keysUnder(cy.userId)).toEqual([]);
    const rows = await app.db.db.execute(sql`SELECT count(*)::int AS n FROM attachments WHERE user_id = ${cy.userId}`);
    expect(rows.rows[0]).toEqual({ n: 0 });
  });
});
