import { attachmentContentType } from './attachment-upload.rules';
import { ALLOWED_ATTACHMENT_EXTENSIONS, ALLOWED_ATTACHMENT_MIME_TYPES } from './constants';

describe('attachmentContentType', () => {
  it("keeps the browser's type", () => {
    expect(attachmentContentType('cv.pdf', 'application/pdf')).toBe('application/pdf');
    expect(attachmentContentType('cv.doc', 'application/msword')).toBe('application/msword');
  });

  it('names an allowed type from the extension when the browser gives none', () => {
    const named = ALLOWED_ATTACHMENT_EXTENSIONS.map((extension) => attachmentContentType(`Résumé${extension.toUpperCase()}`, ''));
    expect(named).toEqual(ALLOWED_ATTACHMENT_MIME_TYPES);
  });

  it('names nothing for other files', () => {
    expect(attachmentContentType('notes.txt', '')).toBe('');
    expect(attachmentContentType('no-extension', '')).toBe('');
  });
});
