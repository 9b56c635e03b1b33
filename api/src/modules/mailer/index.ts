// The product's own mail over SMTP: account mail (verification, password reset, password changed) and the emails
// about a user's sequences (heads-ups, reply alerts, sequence updates), with their templates.
export { createMailer, type Mailer } from './mailer.service';
export type { MailMessage } from './mail-message.types';
export { verificationEmail } from './verification-email.template';
export { passwordResetEmail } from './password-reset-email.template';
export { passwordChangedEmail } from './password-changed-email.template';
export { headsUpEmail, type HeadsUpEmailInput } from './heads-up-email.template';
export { replyAlertEmail, type ReplyAlertEmailInput } from './reply-alert-email.template';
export {
  gmailReconnectEmail,
  postingClosedEmail,
  sequenceBouncedEmail,
  sequenceFinishedEmail,
} from './sequence-update-email.template';
export { escapeHtml, inertText } from './mail-layout.template';
export { interviewCongratsEmail, type InterviewCongratsEmailInput } from './interview-congrats-email.template';
