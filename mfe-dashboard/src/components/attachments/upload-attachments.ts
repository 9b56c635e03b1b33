import {
  CreateEmailAttachmentDocument,
  GenerateSignedUrlDocument,
  UPLOAD_FAILED,
  attachmentContentType,
  failedToGetSignedUrl,
  fileUploaded,
  validateAttachmentFile,
  type CreateEmailAttachmentMutation,
} from 'contracts';
import { GraphQLResponseError, type executeGraphQL } from 'shared-ui';

export type UploadedAttachment = CreateEmailAttachmentMutation['createEmailAttachment']['emailAttachment'];

export interface UploadDeps {
  execute: typeof executeGraphQL;
  fetch: typeof fetch;
  notify: { error: (text: string) => void; success: (text: string) => void };
}

/** The file's bytes; FileReader where Blob.arrayBuffer is missing (older engines, jsdom). */
function readBytes(file: File): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsArrayBuffer(file);
  });
}

/**
 * Uploads files to the attachment library (spec §4/§7): for each file generateSignedUrl, PUT the raw file to the
 * signed URL, then createEmailAttachment. The URL is signed for the file's Content-Type and size, so the PUT carries
 * exactly that type (the extension's when the browser reports none) and exactly the file's bytes; storage refuses
 * anything else. A file the §5 rules refuse is reported and skipped; any failure after that stops the upload
 * (spec §8), with the api's message when it refused the stored file. Returns the attachments created.
 */
export async function uploadAttachments(files: readonly File[], deps: UploadDeps): Promise<UploadedAttachment[]> {
  const uploaded: UploadedAttachment[] = [];
  for (const file of files) {
    const refused = validateAttachmentFile(file);
    if (refused) {
      deps.notify.error(refused);
      continue;
    }
    const fileType = attachmentContentType(file.name, file.type);
    let signed: { signedUrl: string; uploadLocation: string };
    try {
      const answer = await deps.execute(GenerateSignedUrlDocument, {
        data: { fileName: file.name, fileType, fileSize: file.size },
      });
      signed = answer.generateSignedUrl;
    } catch (error) {
      deps.notify.error(failedToGetSignedUrl(file.name, error instanceof Error ? error.message : String(error)));
      return uploaded;
    }
    try {
      // The raw bytes (not the File object) so every fetch implementation sends exactly the file's content, and a
      // Content-Length equal to the signed size.
      const body = await readBytes(file);
      const put = await deps.fetch(signed.signedUrl, { method: 'PUT', body, headers: { 'Content-Type': fileType } });
      if (!put.ok) throw new Error(`Upload answered ${put.status}`);
      const created = await deps.execute(CreateEmailAttachmentDocument, {
        data: { fileName: file.name, fileType, fileSize: file.size, fileUrl: signed.uploadLocation },
      });
      uploaded.push(created.createEmailAttachment.emailAttachment);
      deps.notify.success(fileUploaded(file.name));
    } catch (error) {
      // The api's refusal of the stored file (e.g. '{file} is not a PDF, DOC or DOCX file.') says more than §8's
      // generic failure, which stays for a refused PUT or a network failure.
      deps.notify.error(error instanceof GraphQLResponseError ? error.message : UPLOAD_FAILED);
      return uploaded;
    }
  }
  return uploaded;
}
