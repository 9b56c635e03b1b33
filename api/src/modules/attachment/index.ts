// Public face of the attachment module: signed uploads, registration, the one S3 client factory, and the text of
// a resume file (read once in worker threads, kept with the attachment).
export { attachmentResolvers } from './attachment.resolvers';
export { createS3Client } from './s3.client';
export { attachmentStorageFor, type AttachmentStorage } from './attachment-storage.service';
export { resumeTextFor, type ResumeTextLookup } from './resume-text.service';
export { ResumeParsePool, resumeParsePoolFor, ResumeParserBusyError, type WorkerLoss } from './resume-parse.pool';
export type { ResumeFileInfo, ResumeTextResult } from './resume-text.extractor';
