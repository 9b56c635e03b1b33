import {
  CreateEmailAttachmentDocument,
  GenerateSignedUrlDocument,
  UPLOAD_FAILED,
  failedToGetSignedUrl,
  fileUploaded,
  validateAttachmentFile,
  type CreateEmailAttachmentMutation,
} from 'contracts';
import type { executeGraphQL } from 'shared-ui';

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
 * Uploads files to the attachment library (spec §4/§7): for each file generateSignedUrl, PUT the raw file with its
 * Content-Type to the signed URL, then createEmailAttachment. A file the §5 rules refuse is reported and skipped;
 * any failure after that stops the upload (spec §8). Returns the attachments created.
 */
export async function uploadAttachments(files: readonly File[], deps: UploadDeps): Promise<UploadedAttachment[]> {
  const uploaded: UploadedAttachment[] = [];
  for (const file of files) {
    const refused = validateAttachmentFile(file);
    if (refused) {
      deps.notify.error(refused);
      continue;
    }
    let signed: { signedUrl: string; uploadLocation: string };
    try {
      const answer = await deps.execute(GenerateSignedUrlDocument, { data: { fileName: file.name, fileType: file.type } });
      signed = answer.generateSignedUrl;
    } catch (error) {
      deps.notify.error(failedToGetSignedUrl(file.name, error instanceof Error ? error.message : String(error)));
      return uploaded;
    }
    try {
      // The raw bytes (not the File object) so every fetch implementation sends exactly the file's content.
      const body = await readBytes(file);
      const put = await deps.fetch(signed.signedUrl, { method: 'PUT', body, headers: { 'Content-Type': file.type } });
      if (!put.ok) throw new Error(`Upload answered ${put.status}`);
      const created = await deps.execute(CreateEmailAttachmentDocument, {
        data: { fileName: file.name, fileType: file.type, fileSize: file.size, fileUrl: signed.uploadLocation },
      });
      uploaded.push(created.createEmailAttachment.emailAttachment);
      deps.notify.success(fileUploaded(file.name));
    } catch {
      deps.notify.error(UPLOAD_FAILED);
      return uploaded;
    }
  }
  return uploaded;
}
