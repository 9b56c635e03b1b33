// A message as the headers-only reads see it, in the port's words (reply detection and settling never see a body).
// `labelIds` carries Gmail's system labels; another provider's adapter maps its folders onto the same names
// ('INBOX', 'SENT', 'TRASH', 'SPAM').

export interface MessageHeader {
  name: string;
  value: string;
}

export interface MessageMetadata {
  id: string;
  threadId: string;
  labelIds: string[];
  internalDate: Date;
  headers: MessageHeader[];
}

/** The first header of that name (case-insensitive), as mail headers are named. */
export function headerValue(headers: readonly MessageHeader[], name: string): string | undefined {
  const lower = name.toLowerCase();
  return headers.find((header) => header.name.toLowerCase() === lower)?.value;
}
