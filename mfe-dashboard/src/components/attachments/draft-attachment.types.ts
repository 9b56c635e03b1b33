// A file from the attachment library as a drafted email carries it. Lives here, below the wizard that drafts emails,
// so the library dialog and the wizard share it without importing each other.

export interface DraftAttachment {
  id: number;
  fileName: string;
  fileSize: number;
}
