// One timeline per application (product.md §11) and the company's typical reply time: SQL -> source -> build. The
// builders are contracts' (read-models/timeline.builder.ts, company-reply-time.builder.ts), shared with the mocks;
// nothing here writes.
import { buildCompanyReplyTime, buildTimeline, type CompanyReplyTimeView, type TimelineEntry } from 'contracts';
import type { Database } from '../../db/db.client';
import { readCompanyReplySource, readTimelineSource } from './timeline.repository';

export type TimelineEvent = TimelineEntry;
export type CompanyReplyTime = CompanyReplyTimeView;

/** The contact's timeline; empty when the contact is not the user's. */
export async function contactTimeline(db: Database, userId: string, contactId: number, now = new Date()) {
  const source = await readTimelineSource(db, userId, contactId);
  return source ? buildTimeline(source, now) : [];
}

/** 'Globex usually replies in about 2 days (from your 3 applications)', once the company has answered at least once. */
export async function companyReplyTime(db: Database, userId: string, contactId: number): Promise<CompanyReplyTime | null> {
  return buildCompanyReplyTime(await readCompanyReplySource(db, userId, contactId));
}
