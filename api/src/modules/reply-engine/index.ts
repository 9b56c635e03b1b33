// The Reply Engine module's public surface: drafting. A resume's text comes from the attachment module's index
// (read once, in worker threads, and kept with the attachment); see README.md.
export type {
  DraftedEmail,
  DraftedSequence,
  DraftOutcome,
  DraftResult,
  EmailWriter,
  LlmFailureReason,
  WriterInput,
} from './email-writer.types';
export { createEmailWriter, draftJobEmails } from './email-writer.factory';
export { TemplateEmailWriter, draftFromTemplate } from './template.writer';
export { LlmEmailWriter, type LlmWriterOptions } from './llm.writer';
export { parseJobRole, type ParsedJobRole } from './job-role.parser';
export { extractCandidateFacts, type CandidateFacts } from './candidate-facts.extractor';
export { createReplyEngineResolvers } from './reply-engine.resolvers';
export { draftReplyNoteFromTemplate, type ReplyNoteInput } from './reply-note.template';
export { replyNoteProblems, wordCountOf } from './reply-note.checker';
export { noteFactsFrom, companyFromAddress, type NoteFacts } from './reply-note.facts';
export { replyNoteWriterFor, templateNoteWriter, type ReplyNoteWriter, type NoteDraft } from './reply-note.writer';
