import {
  UPLOAD_FAILED,
  failedToGetSignedUrl,
  fileContentNotAllowed,
  fileTooLarge,
  fileUploaded,
  unsupportedFileType,
} from 'contracts';
import { GraphQLResponseError } from '../graphql/graphql-errors';
import { uploadAttachment, uploadAttachments, type UploadDeps } from './upload-attachment';

const pdf = (name: string, size = 1024) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

function deps(overrides: { signedUrlError?: string; putStatus?: number; registerError?: string } = {}) {
  const notes: string[] = [];
  const puts: Array<{ url: string; contentType: string | null; bytes: number }> = [];
  const signed: unknown[] = [];
  const created: unknown[] = [];
  const d: UploadDeps = {
    execute: (async (
      document: { definitions: Array<{ name?: { value: string } }> },
      variables: { data: Record<string, unknown> },
    ) => {
      const operation = document.definitions[0]?.name?.value;
      if (operation === 'GenerateSignedUrl') {
        if (overrides.signedUrlError) throw new Error(overrides.signedUrlError);
        signed.push(variables.data);
        return {
          generateSignedUrl: { message: 'ok', signedUrl: 'https://s3.test/put?sig=1', uploadLocation: 'https://s3.test/put' },
        };
      }
      if (overrides.registerError) throw new GraphQLResponseError([overrides.registerError]);
      created.push(variables.data);
      return { createEmailAttachment: { emailAttachment: { id: created.length, ...variables.data, createdAt: 'now' } } };
    }) as unknown as UploadDeps['execute'],
    fetch: (async (url: string, init: RequestInit) => {
      puts.push({
        url,
        contentType: new Headers(init.headers).get('Content-Type'),
        bytes: (init.body as ArrayBuffer).byteLength,
      });
      return new Response(null, { status: overrides.putStatus ?? 200 });
    }) as unknown as typeof fetch,
    notify: { error: (text) => notes.push(`error: ${text}`), success: (text) => notes.push(`success: ${text}`) },
  };
  return { d, notes, puts, signed, created };
}

describe('uploadAttachments', () => {
  it('skips refused files and uploads the rest through the signed URL', async () => {
    const { d, notes, puts, signed, created } = deps();
    const tooBig = pdf('Huge.pdf', 5_242_881);
    const image = new File(['x'], 'photo.png', { type: 'image/png' });
    const result = await uploadAttachments([image, tooBig, pdf('Resume.pdf')], d);
    expect(notes).toEqual([
      `error: ${unsupportedFileType('photo.png')}`,
      `error: ${fileTooLarge('Huge.pdf')}`,
      `success: ${fileUploaded('Resume.pdf')}`,
    ]);
    // Signed for the type and size it then PUTs with (storage refuses anything else).
    expect(signed).toEqual([{ fileName: 'Resume.pdf', fileType: 'application/pdf', fileSize: 1024 }]);
    expect(puts).toEqual([{ url: 'https://s3.test/put?sig=1', contentType: 'application/pdf', bytes: 1024 }]);
    expect(created).toEqual([
      { fileName: 'Resume.pdf', fileType: 'application/pdf', fileSize: 1024, fileUrl: 'https://s3.test/put' },
    ]);
    expect(result.map((a) => a.fileName)).toEqual(['Resume.pdf']);
  });

  it("signs and PUTs a Word file the browser gives no type with its extension's type", async () => {
    const { d, puts, signed, created } = deps();
    const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    await uploadAttachments([new File([new Uint8Array(10)], 'Cover.docx', { type: '' })], d);
    expect(signed).toEqual([{ fileName: 'Cover.docx', fileType: docx, fileSize: 10 }]);
    expect(puts).toEqual([expect.objectContaining({ contentType: docx, bytes: 10 })]);
    expect(created).toEqual([expect.objectContaining({ fileType: docx, fileSize: 10 })]);
  });

  it('stops with the signed URL message when no URL is given', async () => {
    const { d, notes, puts } = deps({ signedUrlError: 'Storage is down' });
    expect(await uploadAttachments([pdf('A.pdf'), pdf('B.pdf')], d)).toEqual([]);
    expect(notes).toEqual([`error: ${failedToGetSignedUrl('A.pdf', 'Storage is down')}`]);
    expect(puts).toEqual([]);
  });

  it('stops with the upload failure when the PUT is refused', async () => {
    const { d, notes, created } = deps({ putStatus: 403 });
    expect(await uploadAttachments([pdf('A.pdf'), pdf('B.pdf')], d)).toEqual([]);
    expect(notes).toEqual([`error: ${UPLOAD_FAILED}`]);
    expect(created).toEqual([]);
  });

  it("shows the api's refusal of the stored file instead of the generic failure", async () => {
    const { d, notes } = deps({ registerError: fileContentNotAllowed('resume.pdf') });
    expect(await uploadAttachments([pdf('resume.pdf'), pdf('B.pdf')], d)).toEqual([]);
    expect(notes).toEqual(['error: resume.pdf is not a PDF, DOC or DOCX file.']);
  });
});

describe('uploadAttachment', () => {
  it("signs a resume for the browser's type only and returns the attachment (the chat's step 1)", async () => {
    const { d, signed, puts } = deps();
    const result = await uploadAttachment(pdf('Resume.pdf'), { ...d, signedFor: 'browser-type' });
    expect(signed).toEqual([{ fileName: 'Resume.pdf', fileType: 'application/pdf' }]);
    expect(puts).toEqual([{ url: 'https://s3.test/put?sig=1', contentType: 'application/pdf', bytes: 1024 }]);
    expect(result).toEqual({ ok: true, attachment: expect.objectContaining({ id: 1, fileName: 'Resume.pdf' }) });
  });

  it('answers a refused file without any call, and describes a signed URL failure as asked', async () => {
    const { d, signed } = deps({ signedUrlError: 'raw' });
    const image = new File(['x'], 'photo.png', { type: 'image/png' });
    expect(await uploadAttachment(image, d)).toEqual({ ok: false, refused: true, message: unsupportedFileType('photo.png') });
    expect(signed).toEqual([]);
    expect(await uploadAttachment(pdf('A.pdf'), { ...d, describeError: () => 'Storage is down' })).toEqual({
      ok: false,
      refused: false,
      message: failedToGetSignedUrl('A.pdf', 'Storage is down'),
    });
  });

  it("keeps §8's generic failure for the api's refusal unless asked to show it", async () => {
    const { d } = deps({ registerError: fileContentNotAllowed('resume.pdf') });
    expect(await uploadAttachment(pdf('resume.pdf'), d)).toEqual({ ok: false, refused: false, message: UPLOAD_FAILED });
    expect(await uploadAttachment(pdf('resume.pdf'), { ...d, showApiRefusal: true })).toEqual({
      ok: false,
      refused: false,
      message: 'resume.pdf is not a PDF, DOC or DOCX file.',
    });
  });
});
