import { isAllowedAttachmentType, parseAttachmentIds, validateAttachmentFile } from './attachment.validators';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('attachments', () => {
  it.each([
    [{ name: 'cv.pdf', type: 'application/pdf', size: 1000 }, null],
    [{ name: 'cv.DOC', type: 'application/msword', size: 1000 }, null],
    [{ name: 'cv.docx', type: DOCX, size: 5_242_880 }, null],
    [{ name: 'cv.docx', type: '', size: 1000 }, null],
    [
      { name: 'photo.png', type: 'image/png', size: 1000 },
      'photo.png is not a supported file type. Only PDF, DOC, and DOCX files are allowed.',
    ],
    [
      { name: 'fake.pdf', type: 'image/png', size: 1000 },
      'fake.pdf is not a supported file type. Only PDF, DOC, and DOCX files are allowed.',
    ],
    [{ name: 'big.pdf', type: 'application/pdf', size: 5_242_881 }, 'big.pdf is too large. Maximum file size is 5MB.'],
  ])('%j -> %p', (file, expected) => {
    expect(validateAttachmentFile(file)).toBe(expected);
  });

  it('checks type by extension and MIME', () => {
    expect(isAllowedAttachmentType('notes.txt', 'text/plain')).toBe(false);
    expect(isAllowedAttachmentType('resume', 'application/pdf')).toBe(false);
  });

  it('parses comma-separated ids', () => {
    expect(parseAttachmentIds('3, 5,8 ,x,')).toEqual([3, 5, 8]);
  });
});
