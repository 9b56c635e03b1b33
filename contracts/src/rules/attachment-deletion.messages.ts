// Deleting a file from the attachment library: the confirm, the in-use warning that names the sequences, and the
// outcomes. The api answers these texts; the dashboard shows them.

/** "A", "A and B", "A, B and C" with each name in quotes. */
const quotedList = (names: readonly string[]): string => {
  const quoted = names.map((name) => `"${name}"`);
  return quoted.length <= 1 ? (quoted[0] ?? '') : `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`;
};

export const deleteFileConfirmTitle = (fileName: string): string => `Delete ${fileName}?`;
export const DELETE_FILE_CONFIRM_TEXT = 'The file is removed from your library and from our storage. This cannot be undone.';
/** First answer of deleteEmailAttachment when the file is on emails not sent yet: nothing was deleted. */
export const attachmentInUse = (fileName: string, sequenceNames: readonly string[]): string =>
  `${fileName} is attached to emails not sent yet in ${sequenceNames.length === 1 ? 'the sequence' : 'the sequences'} ` +
  `${quotedList(sequenceNames)}. Delete it anyway? Those emails will be sent without it.`;
export const DELETE_FILE_ANYWAY = 'Delete and remove from emails';
export const fileDeleted = (fileName: string): string => `${fileName} deleted`;
export const fileDeletedAndDetached = (fileName: string, sequenceNames: readonly string[]): string =>
  `${fileName} deleted and removed from ${quotedList(sequenceNames)}`;
export const FILE_DELETE_FAILED = 'The file could not be deleted. Please try again.';
