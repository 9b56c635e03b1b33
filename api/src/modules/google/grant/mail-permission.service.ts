import { GMAIL_ACCESS_REQUIRED } from 'contracts';
import type { Database } from '../../../db/db.client';
import { hasMailSendPermission } from '../../mailbox';

export const GMAIL_PERMISSION_GRANTED = 'Gmail permission granted';

export interface MailPermission {
  hasPermission: boolean;
  message: string;
}

/** Whether the user holds a live grant that may send: Gmail's gmail.send, or Outlook's Mail.Send. */
export const hasGmailSendPermission = (db: Database, userId: string): Promise<boolean> => hasMailSendPermission(db, userId);

export async function mailPermission(db: Database, userId: string): Promise<MailPermission> {
  const hasPermission = await hasGmailSendPermission(db, userId);
  return { hasPermission, message: hasPermission ? GMAIL_PERMISSION_GRANTED : GMAIL_ACCESS_REQUIRED };
}
