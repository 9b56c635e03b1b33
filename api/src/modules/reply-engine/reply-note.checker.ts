// The rules a note after a reply meets, whichever writer drafted it (product.md §11): REPLY_NOTE_WORDS words, the
// contact greeted by first name, signed with the user's name, no placeholder or brace left, no foreign link and no
// phrase recruiters dislike. The LLM writer's note must pass; the template writer is tested against it.
import { REPLY_NOTE_WORDS, dislikedPhrasesIn, hasReplyNotePlaceholder } from 'contracts';
import { linksIn } from './draft-text.sanitizer';

export const wordCountOf = (text: string): number => text.split(/\s+/).filter(Boolean).length;

/** What breaks the rules, one line each (no note text beyond a listed phrase: safe to log). */
export function replyNoteProblems(body: string, expect: { firstName: string; userName: string }): string[] {
  const problems: string[] = [];
  const words = wordCountOf(body);
  if (words < REPLY_NOTE_WORDS.min || words > REPLY_NOTE_WORDS.max)
    problems.push(`${words} words, not ${REPLY_NOTE_WORDS.min}-${REPLY_NOTE_WORDS.max}`);
  if (hasReplyNotePlaceholder(body)) problems.push('a placeholder or brace is left');
  const firstLine = body.trim().split('\n')[0] ?? '';
  if (expect.firstName.trim() && !firstLine.includes(expect.firstName.trim()))
    problems.push('the greeting does not name the contact');
  if (!body.trim().endsWith(expect.userName.trim())) problems.push("not signed with the user's name");
  if (linksIn(body).length > 0) problems.push('holds a link or address');
  for (const phrase of dislikedPhrasesIn(body)) problems.push(`says "${phrase}"`);
  return problems;
}
