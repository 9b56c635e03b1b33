// Public face of the contact module: contacts, their campaign emails and loaders, and the recipient rules.
export { contactResolvers } from './contact.resolvers';
export { createContactLoaders } from './contact.loaders';
export * from './contact.service';
export { resumeFollowUps } from './contact-resume.service';
// One address in one active sequence, at most two per company domain: createContact and resuming apply them, and
// any other path that starts or revives a sequence should call checkRecipientForWrite inside its transaction.
export { checkRecipient, checkRecipientForWrite, type RecipientCheckResult } from './recipient-rules.service';
// A sequence whose job posting closed: the hold (the re-check's) and the user's two choices.
export { holdForClosedPosting, sendAnywayAfterPostingClosed, stopAfterPostingClosed } from './posting-hold.service';
