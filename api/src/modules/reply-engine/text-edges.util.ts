// Trimming by hand instead of /[...]+$/: an end-anchored run is retried from every position of a long run that is
// not at the end ('. . . . x'), which is quadratic; a loop from the end is linear.

/** `text` without the characters of `chars` at its end (whitespace counts when `chars` has a space). */
export function trimEndOf(text: string, chars: string): string {
  const whitespace = chars.includes(' ');
  let end = text.length;
  while (end > 0) {
    const ch = text.charAt(end - 1);
    if (!chars.includes(ch) && !(whitespace && ch.trim() === '')) break;
    end--;
  }
  return text.slice(0, end);
}

/**
 * Every run of whitespace as one character: a line feed when the run holds one, else a space. Patterns that follow
 * then meet runs of one character, and fragments still split at line ends.
 */
export const squeezeWhitespace = (text: string): string => text.replace(/\s+/g, (run) => (run.includes('\n') ? '\n' : ' '));
