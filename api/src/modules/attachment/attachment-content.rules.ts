// What an upload's bytes really are, found from the bytes with file-type (magic numbers), never from the name or the
// claimed type: a PDF, a DOCX (a zip whose [Content_Types].xml names a Word document), or a DOC (an OLE compound
// file, which file-type reports as `cfb`, holding a WordDocument stream: other compound files such as .xls or .msi
// do not).
import { fileTypeFromBuffer } from 'file-type/core';

export type AttachmentKind = 'pdf' | 'doc' | 'docx';

/** The MIME type stored for each kind: what the bytes are, whatever the browser claimed. */
export const MIME_TYPE_OF_KIND: Readonly<Record<AttachmentKind, string>> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** A compound file's directory names its streams in UTF-16LE. */
const WORD_DOCUMENT_STREAM = Buffer.from('WordDocument', 'utf16le');

export async function detectAttachmentKind(bytes: Uint8Array): Promise<AttachmentKind | null> {
  let detected: Awaited<ReturnType<typeof fileTypeFromBuffer>>;
  try {
    detected = await fileTypeFromBuffer(bytes);
  } catch {
    return null; // a malformed container is not one of ours either
  }
  switch (detected?.ext) {
    case 'pdf':
      return 'pdf';
    case 'docx':
      return 'docx';
    case 'cfb':
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(WORD_DOCUMENT_STREAM) ? 'doc' : null;
    default:
      return null;
  }
}

/** True when the bytes are what the name says: a PDF for `.pdf`, a Word file (DOC or DOCX) for `.doc`/`.docx`. */
export function kindMatchesFileName(kind: AttachmentKind, fileName: string): boolean {
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
  return kind === 'pdf' ? extension === 'pdf' : extension === 'doc' || extension === 'docx';
}
