// Gmail labels the poller reads history by (history.list gives ids, threads and labels, not senders).

/**
 * Mail Gmail does not file as personal: the Promotions, Social and Forums tabs, spam, trash, chats and the user's own
 * messages. Neither a new answer nor Gmail's own limit notice is looked for among them (each read costs quota).
 */
export const NOT_PERSONAL_LABELS: ReadonlySet<string> = new Set([
  'SENT',
  'DRAFT',
  'SPAM',
  'TRASH',
  'CHAT',
  'CATEGORY_PROMOTIONS',
  'CATEGORY_SOCIAL',
  'CATEGORY_FORUMS',
]);
