// The attachment upload of product.md §7, shared by the dashboard's attachment library and the chat's resume step: for a
// file generateSignedUrl, PUT the raw file to the signed URL, then createEmailAttachment. Returns the attachment or
// the §8 message to show; uploadAttachments runs it over several files, reporting through toasts.
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
import { executeGraphQL } from '../graphql/graphql-client';
import { GraphQLResponseError } from '../graphql/graphql-errors';

export type UploadedAttachment = CreateEmailAttachmentMutation['createEmailAttachment']['emailAttachment'];

export type UploadAttachmentResult =
  | { ok: true; attachment: UploadedAttachment }
  /** refused: the §5 rules refused the file before any call (the next file may still go); else the upload failed. */
  | { ok: false; refused: boolean; message: string };

export interface UploadAttachmentOptions {
  /** Defaults to executeGraphQL. */
  execute?: typeof executeGraphQL;
  /** Defaults to the global fetch. */
  fetch?: typeof fetch;
  /**
   * What the URL is signed for. 'type-and-size' (default): the Content-Type from the extension when the browser
   * reports none (contracts' attachmentContentType) and the file's size, so storage accepts exactly that PUT.
   * 'browser-type': the browser's type only, no size (the chat's resume upload).
   */
  signedFor?: 'type-and-size' | 'browser-type';
  /** The reason shown in failedToGetSignedUrl; defaults to the error's message. */
  describeError?: (error: unknown) => string;
  /** Show the api's refusal of the stored file (a GraphQLResponseError) instead of §8's generic failure. */
  showApiRefusal?: boolean;
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

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

/** Uploads one file (generateSignedUrl, PUT, createEmailAttachment); never throws. */
export async function uploadAttachment(file: File, options: UploadAttachmentOptions = {}): Promise<UploadAttachmentResult> {
  const refused = validateAttachmentFile(file);
  if (refused) return { ok: false, refused: true, message: refused };
  const execute = options.execute ?? executeGraphQL;
  const sized = (options.signedFor ?? 'type-and-size') === 'type-and-size';
  const fileType = sized ? attachmentContentType(file.name, file.type) : file.type;
  let signed: { signedUrl: string; uploadLocation: string };
  try {
    const answer = await execute(GenerateSignedUrlDocument, {
      data: sized ? { fileName: file.name, fileType, fileSize: file.size } : { fileName: file.name, fileType },
    });
    signed = answer.generateSignedUrl;
  } catch (error) {
    const reason = (options.describeError ?? errorMessage)(error);
    return { ok: false, refused: false, message: failedToGetSignedUrl(file.name, reason) };
  }
  try {
    // The raw bytes (not the File object) so every fetch implementation sends exactly the file's content, and a
    // Content-Length equal to the signed size.
    const body = await readBytes(file);
    const put = await (options.fetch ?? fetch)(signed.signedUrl, {
      method: 'PUT',
      body,
      headers: { 'Content-Type': fileType },
    });
    if (!put.ok) throw new Error(`Upload answered ${put.status}`);
    const created = await execute(CreateEmailAttachmentDocument, {
      data: { fileName: file.name, fileType, fileSize: file.size, fileUrl: signed.uploadLocation },
    });
    return { ok: true, attachment: created.createEmailAttachment.emailAttachment };
  } catch (error) {
    // The api's refusal of the stored file (e.g. '{file} is not a PDF, DOC or DOCX file.') says more than §8's
    // generic failure, which stays for a refused PUT or a network failure.
    const apiRefusal = options.showApiRefusal && error instanceof GraphQLResponseError;
    return { ok: false, refused: false, message: apiRefusal ? error.message : UPLOAD_FAILED };
  }
}

export interface UploadDeps {
  execute: typeof executeGraphQL;
  fetch: typeof fetch;
  notify: { error: (text: string) => void; success: (text: string) => void };
}

/**
 * Uploads files to the attachment library (product.md §4/§7), each signed for its type and size. A file the §5 rules
 * refuse is reported and skipped; any failure after that stops the upload (product.md §8), with the api's message when it
 * refused the stored file. Returns the attachments created.
 */
export async function uploadAttachments(files: readonly File[], deps: UploadDeps): Promise<UploadedAttachment[]> {
  const uploaded: UploadedAttachment[] = [];
  for (const file of files) {
    const result = await uploadAttachment(file, { execute: deps.execute, fetch: deps.fetch, showApiRefusal: true });
    if (!result.ok) {
      deps.notify.error(result.message);
      if (result.refused) continue;
      return uploaded;
    }
    uploaded.push(result.attachment);
    deps.notify.success(fileUploaded(file.name));
  }
  return uploaded;
}
