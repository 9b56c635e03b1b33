import { UPLOAD_FAILED, failedToGetSignedUrl, fileTooLarge, fileUploaded, unsupportedFileType } from 'contracts';
import { uploadAttachments, type UploadDeps } from './upload-attachments';

const pdf = (name: string, size = 1024) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

function deps(overrides: { signedUrlError?: string; putStatus?: number } = {}) {
  const notes: string[] = [];
  const puts: Array<{ url: string; contentType: string | null }> = [];
  const created: unknown[] = [];
  const d: UploadDeps = {
    execute: (async (
      document: { definitions: Array<{ name?: { value: string } }> },
      variables: { data: Record<string, unknown> },
    ) => {
      const operation = document.definitions[0]?.name?.value;
      if (operation === 'GenerateSignedUrl') {
        if (overrides.signedUrlError) throw new Error(overrides.signedUrlError);
        return {
          generateSignedUrl: { message: 'ok', signedUrl: 'https://s3.test/put?sig=1', uploadLocation: 'https://s3.test/put' },
        };
      }
      created.push(variables.data);
      return { createEmailAttachment: { emailAttachment: { id: created.length, ...variables.data, createdAt: 'now' } } };
    }) as unknown as UploadDeps['execute'],
    fetch: (async (url: string, init: RequestInit) => {
      puts.push({ url, contentType: new Headers(init.headers).get('Content-Type') });
      return new Response(null, { status: overrides.putStatus ?? 200 });
    }) as unknown as typeof fetch,
    notify: { error: (text) => notes.push(`error: ${text}`), success: (text) => notes.push(`success: ${text}`) },
  };
  return { d, notes, puts, created };
}

describe('uploadAttachments', () => {
  it('skips refused files and uploads the rest through the signed URL', async () => {
    const { d, notes, puts, created } = deps();
    const tooBig = pdf('Huge.pdf', 5_242_881);
    const image = new File(['x'], 'photo.png', { type: 'image/png' });
    const result = await uploadAttachments([image, tooBig, pdf('Resume.pdf')], d);
    expect(notes).toEqual([
      `error: ${unsupportedFileType('photo.png')}`,
      `error: ${fileTooLarge('Huge.pdf')}`,
      `success: ${fileUploaded('Resume.pdf')}`,
    ]);
    expect(puts).toEqual([{ url: 'https://s3.test/put?sig=1', contentType: 'application/pdf' }]);
    expect(created).toEqual([
      { fileName: 'Resume.pdf', fileType: 'application/pdf', fileSize: 1024, fileUrl: 'https://s3.test/put' },
    ]);
    expect(result.map((a) => a.fileName)).toEqual(['Resume.pdf']);
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
});
