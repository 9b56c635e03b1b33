// Public face of the attachment module: signed uploads, registration, and the one S3 client factory.
export { attachmentResolvers } from './attachment.resolvers';
export { createS3Client } from './s3.client';
export { attachmentStorageFor, type AttachmentStorage } from './attachment-storage.service';
