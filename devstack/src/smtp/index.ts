export { startSmtpInbox, type InboxMessage, type SmtpInbox, type SmtpInboxOptions } from './smtp-inbox';
