// Public face of the attachment module: signed uploads, registration, deletion (one file, or all of an account's),
// the one S3 client factory, and the text of a resume file (read once in child processes, kept encrypted with the
// attachment).
export { attachmentResolvers } from './attachment.resolvers';
export { createS3Client, loadS3Sdk } from './s3.client';
export { attachmentStorageFor, ObjectDeletionError, type AttachmentStorage } from './attachment-storage.service';
export { deleteUserFiles, objectStorageConfigured } from './attachment-deletion.service';
export { resumeTextFor, type ResumeTextLookup } from './resume-text.service';
export { readableResumeText } from './resume-text.cipher';
export {
  ResumeParseBudgetError,
  ResumeParsePool,
  resumeParsePoolFor,
  ResumeParserBusyError,
  type WorkerLoss,
} from './resume-parse.pool';
export type { ResumeFileInfo, ResumeTextResult } from './resume-text.extractor';
