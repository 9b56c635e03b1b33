// How much of the user's own text a draft repeats word for word (issue 35): a recruiter should read sentences written
// for them, not the about-me pasted back. Words are compared in lower case without surrounding punctuation, so a
// comma or a capital does not hide a copy. Linear: the source's runs of MAX_COPIED_WORDS + 1 words are hashed once.

/** A draft repeats at most this many consecutive words of the user's text. */
export const MAX_COPIED_WORDS = 10;

const WORD_CHAR = /[\p{L}\p{N}]/u;

/** '(Kafka),' -> 'kafka', '40%.' -> '40%', '$2.4M' kept: trimmed by loops (an end-anchored pattern is quadratic). */
function bareWord(word: string): string {
  let start = 0;
  let end = word.length;
  while (start < end && !WORD_CHAR.test(word.charAt(start)) && word.charAt(start) !== '$') start += 1;
  while (end > start && !WORD_CHAR.test(word.charAt(end - 1)) && !'%+'.includes(word.charAt(end - 1))) end -= 1;
  return word.slice(start, end);
}

/** 'Data engineer, with 6 years.' -> ['data', 'engineer', 'with', '6', 'years']. */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().split(/\s+/).map(bareWord).filter(Boolean);
}

/** Every run of `size` consecutive words of `text`, joined by a space. */
function runsOf(words: string[], size: number): Set<string> {
  const runs = new Set<string>();
  for (let start = 0; start + size <= words.length; start += 1) runs.add(words.slice(start, start + size).join(' '));
  return runs;
}

/** A checker for one source text: does `draft` repeat more than `limit` consecutive words of it? */
export function copiedRunChecker(source: string | null | undefined, limit = MAX_COPIED_WORDS) {
  const runs = runsOf(wordsOf(source ?? ''), limit + 1);
  return (draft: string): boolean => {
    if (runs.size === 0) return false;
    const words = wordsOf(draft);
    for (let start = 0; start + limit + 1 <= words.length; start += 1)
      if (runs.has(words.slice(start, start + limit + 1).join(' '))) return true;
    return false;
  };
}

/** The longest run of consecutive words `draft` shares with `source` (for test messages). */
export function longestCopiedRun(draft: string, source: string | null | undefined): string {
  const from = wordsOf(source ?? '');
  const to = wordsOf(draft);
  let best: string[] = [];
  // Dynamic programming over both word lists; tests only (the writer uses copiedRunChecker).
  let previous = new Array<number>(from.length + 1).fill(0);
  for (let i = 1; i <= to.length; i += 1) {
    const current = new Array<number>(from.length + 1).fill(0);
    for (let j = 1; j <= from.length; j += 1) {
      if (to[i - 1] !== from[j - 1]) continue;
      current[j] = previous[j - 1]! + 1;
      if (current[j]! > best.length) best = to.slice(i - current[j]!, i);
    }
    previous = current;
  }
  return best.join(' ');
}
