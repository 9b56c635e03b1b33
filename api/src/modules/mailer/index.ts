// The product's own mail (verification, password reset, password changed) over SMTP.
export { createMailer, type Mailer } from './mailer.service';
export type { MailMessage } from './mail-message.types';
export { verificationEmail } from './verification-email.template';
export { passwordResetEmail } from './password-reset-email.template';
export { passwordChangedEmail } from './password-changed-email.template';
