// Minimal valid rows for tests that need a user, a campaign or a contact to hang data on.
import { randomUUID } from 'node:crypto';
import type { Database } from '../../src/db/db.client';
import {
  campaigns,
  contacts,
  users,
  type Campaign,
  type Contact,
  type NewCampaign,
  type NewContact,
  type NewUser,
  type User,
} from '../../src/db/schema';

/** A user who has verified the address (product emails go to verified addresses only); pass emailVerified: false for one who has not. */
export async function insertUser(db: Database, values: Partial<NewUser> = {}): Promise<User> {
  const [user] = await db
    .insert(users)
    .values({ name: 'Test User', email: `user-${randomUUID()}@example.com`, emailVerified: true, ...values })
    .returning();
  return user!;
}

export async function insertCampaign(db: Database, userId: string, values: Partial<NewCampaign> = {}): Promise<Campaign> {
  const [campaign] = await db
    .insert(campaigns)
    .values({ userId, name: 'Follow up with Dana', timezone: 'America/New_York', ...values })
    .returning();
  return campaign!;
}

export async function insertContact(
  db: Database,
  campaign: Pick<Campaign, 'id' | 'userId'>,
  values: Partial<NewContact> = {},
): Promise<Contact> {
  const [contact] = await db
    .insert(contacts)
    .values({
      campaignId: campaign.id,
      userId: campaign.userId,
      email: 'dana@example.com',
      firstName: 'Dana',
      ...values,
    })
    .returning();
  return contact!;
}
