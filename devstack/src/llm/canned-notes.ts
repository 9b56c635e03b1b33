// The stand-in's answer to a note after a reply (the api's `reply_note` JSON schema): a short thank-you or gracious
// reply built from the labelled lines of the prompt, or, for the 'off-rules' fault, one with a placeholder left in.
interface ChatMessage {
  role?: string;
  content?: unknown;
}

function labelled(messages: unknown, label: string): string | null {
  const list = Array.isArray(messages) ? (messages as ChatMessage[]) : [];
  const user = [...list].reverse().find((message) => message?.role === 'user');
  const text = typeof user?.content === 'string' ? user.content : '';
  const line = text.split('\n').find((entry) => entry.startsWith(`${label}:`));
  const value = line?.slice(label.length + 1).trim() ?? '';
  return value && !/^\(not given\)$/i.test(value) ? value : null;
}

/** Whether the request asks for a note after a reply rather than a sequence. */
export const isNoteRequest = (responseFormat: unknown): boolean =>
  (responseFormat as { json_schema?: { name?: unknown } } | undefined)?.json_schema?.name === 'reply_note';

export function cannedNote(messages: unknown, offRules: boolean): { body: string } {
  const first = labelled(messages, 'Recipient first name') ?? 'there';
  const name = labelled(messages, 'Candidate name') ?? 'Me';
  const role = labelled(messages, 'Role');
  const company = labelled(messages, 'Company');
  const position = `${role ? `the ${role} role` : 'the role'}${company ? ` at ${company}` : ''}`;
  const system = Array.isArray(messages) ? String((messages as ChatMessage[])[0]?.content ?? '') : '';
  const thanks = /thank-you email sent the morning after a job interview/.test(system);
  const middle = thanks
    ? `Thank you for the conversation about ${position}. Hearing how the team works made me even keener to join, and I left with a clear picture of what the first months would look like.`
    : `Thank you for letting me know about ${position}, and for the time you gave my application. I would be glad to hear from you again, so please keep me in mind for future roles.`;
  const close = 'I appreciate your time and wish you and the team a good week ahead.';
  return { body: [`Hello ${first},`, middle, close, `Warm regards,\n${offRules ? '[Your Name]' : name}`].join('\n\n') };
}
