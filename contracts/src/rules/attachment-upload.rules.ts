// The Content-Type an attachment upload is signed for and PUT with: the browser's type, or the one its extension
// names when the browser reports none (it does for some Word files). The api signs exactly this type, so the
// browser's PUT must carry exactly this type.
const TYPE_BY_EXTENSION: Readonly<Record<string, string>> = {
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export function attachmentContentType(fileName: string, mimeType: string): string {
  if (mimeType !== '') return mimeType;
  const dot = fileName.lastIndexOf('.');
  return (dot < 0 ? undefined : TYPE_BY_EXTENSION[fileName.slice(dot).toLowerCase()]) ?? '';
}
