import { isOwnUploadKey, newUploadKey, verifiedKeyOf } from './upload-key.rules';

test('the checked copy sits beside its upload, and can never be registered or signed as an upload itself', () => {
  const upload = newUploadKey('user-1', 'My CV.pdf');
  expect(isOwnUploadKey(upload, 'user-1')).toBe(true);
  const verified = verifiedKeyOf(upload);
  expect(verified).toBe(upload.replace(/\/My_CV\.pdf$/, '/verified/My_CV.pdf'));
  expect(isOwnUploadKey(verified, 'user-1')).toBe(false);
});
