// The resume upload of step 1, the same three calls as the dashboard's attachment upload (spec §7): a signed URL,
// a PUT of the raw file, then createEmailAttachment. Returns the attachment or the §8 message to show.
import {
  CreateEmailAttachmentDocument,
  GenerateSignedUrlDocument,
  UPLOAD_FAILED,
  failedToGetSignedUrl,
  validateAttachmentFile,
} from 'contracts';
import { executeGraphQL } from 'shared-ui';
import { errorText } from './chat-runtime';

export type ResumeUpload = { ok: true; id: number; fileName: string } | { ok: false; message: string };

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

export async function uploadResume(file: File): Promise<ResumeUpload> {
  const refused = validateAttachmentFile(file);
  if (refused) return { ok: false, message: refused };
  let signed: { signedUrl: string; uploadLocation: string };
  try {
    const answer = await executeGraphQL(GenerateSignedUrlDocument, { data: { fileName: file.name, fileType: file.type } });
    signed = answer.generateSignedUrl;
  } catch (error) {
    return { ok: false, message: failedToGetSignedUrl(file.name, errorText(error)) };
  }
  try {
    const body = await readBytes(file);
    const put = await fetch(signed.signedUrl, { method: 'PUT', body, headers: { 'Content-Type': file.type } });
    if (!put.ok) throw new Error(`Upload answered ${put.status}`);
    const created = await executeGraphQL(CreateEmailAttachmentDocument, {
      data: { fileName: file.name, fileType: file.type, fileSize: file.size, fileUrl: signed.uploadLocation },
    });
    const { id, fileName } = created.createEmailAttachment.emailAttachment;
    return { ok: true, id, fileName };
  } catch {
    return { ok: false, message: UPLOAD_FAILED };
  }
}
