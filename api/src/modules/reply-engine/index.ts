// The Reply Engine module's public surface (part 1: drafting and resume text). The generateJobEmails resolver
// that uses it is wired by the lead; see README.md.
export type {
  DraftedEmail,
  DraftedSequence,
  DraftOutcome,
  EmailWriter,
  LlmFailureReason,
  WriterInput,
} from './email-writer.types';
export { createEmailWriter, draftJobEmails } from './email-writer.factory';
export { TemplateEmailWriter, draftFromTemplate } from './template.writer';
export { LlmEmailWriter, type LlmWriterOptions } from './llm.writer';
export { extractResumeText, RESUME_TEXT_LIMITS, type ResumeFileInfo, type ResumeTextResult } from './resume-text.extractor';
export { parseJobRole, type ParsedJobRole } from './job-role.parser';
export { extractCandidateFacts, type CandidateFacts } from './candidate-facts.extractor';
export { createReplyEngineResolvers } from './reply-engine.resolvers';
export { resumeTextFor, type ResumeTextLookup } from './resume-text.service';
