// A degree as a person says it (issue 35): 'B.Sc. Computer Science' -> 'a B.Sc. in Computer Science', 'MBA' -> 'an
// MBA', "Master's in Data Science from TU Munich" -> "a Master's degree in Data Science from TU Munich". The degree
// and the field are copied as typed; only the joining words ('a', 'an', 'in', 'degree') are ours.

/** Degree abbreviations, as typed with or without dots ('BSc', 'B.Sc.', 'PhD', 'Ph.D.'). */
const ABBREVIATION =
  /^(?:B\.?S\.?c?\.?|B\.?A\.?|BSN|MSN|B\.?Eng\.?|M\.?Eng\.?|B\.?Ed\.?|M\.?Ed\.?|M\.?S\.?c?\.?|M\.?A\.?|MBA|BBA|EMBA|MPH|MFA|BFA|Ph\.?D\.?|PharmD|DNP|PGCE|LL\.?B\.?|LL\.?M\.?|J\.?D\.?|MSW|BCom|MCom|B\.?Tech\.?|M\.?Tech\.?|MD|BDS|MBBS|DPhil)$/;
/** Long forms: 'Bachelor', "Master's", 'Associate degree', 'Doctorate', 'Diploma'. */
const LONG_FORM = /^(Bachelor|Master|Associate|Doctor)(?:['’]s)?$/i;
const SINGLE_WORD = /^(?:Doctorate|Diploma|Degree|Licence|License|Licenciatura|Diplom)$/i;
/** Letters whose English name starts with a vowel sound: 'an MBA', 'an M.Sc.', 'an LLM', but 'a BSc', 'a PhD'. */
const VOWEL_SOUND_LETTERS = /^[AEFHILMNORSX]/;
const SMALL_WORDS = new Set(['of', 'and', 'the', 'in', '&', 'for']);

export const isDegreeWord = (word: string): boolean => ABBREVIATION.test(word) || LONG_FORM.test(word) || SINGLE_WORD.test(word);

function articleFor(head: string): 'a' | 'an' {
  if (ABBREVIATION.test(head.split(' ')[0]!)) return VOWEL_SOUND_LETTERS.test(head) ? 'an' : 'a';
  return /^[aeiou]/i.test(head) ? 'an' : 'a';
}

/** The field's words: capitalised words (and small joining words between them) up to a school or a stop. */
function fieldOf(words: string[]): { field: string; rest: string[] } {
  let end = 0;
  while (end < words.length && !/^(?:from|at)$/i.test(words[end]!)) end += 1;
  const field = words.slice(0, end);
  while (field.length > 0 && SMALL_WORDS.has(field.at(-1)!.toLowerCase())) field.pop();
  return { field: field.join(' '), rest: words.slice(end) };
}

/**
 * 'a B.Sc. in Computer Science' for a degree clause (its school kept: 'from Ohio State'), or null when the clause
 * does not start with a degree.
 */
export function degreePhrase(clause: string): string | null {
  // 'MBA, INSEAD' or 'BSc (Hons) Nursing': the degree is what comes before a comma or a bracket.
  const words = (clause.split(/[,(]/)[0] ?? '').trim().split(' ').filter(Boolean);
  const [first = '', second = ''] = words;
  let head: string;
  let rest: string[];
  const long = LONG_FORM.exec(first);
  if (ABBREVIATION.test(first) || SINGLE_WORD.test(first)) {
    head = first;
    rest = words.slice(1);
    if (/^degree$/i.test(rest[0] ?? '') && !/^degree$/i.test(first)) rest = rest.slice(1);
  } else if (long && /^of$/i.test(second)) {
    // 'Bachelor of Arts in History', 'Master of Education from UCLA': the named degree up to 'in', 'from' or 'at'.
    let end = 2;
    while (end < words.length && !/^(?:in|from|at)$/i.test(words[end]!)) end += 1;
    head = words.slice(0, end).join(' ');
    rest = words.slice(end);
  } else if (long) {
    // "Master's", 'Bachelor', "Bachelor's degree": said as "a Master's degree".
    head = `${long[1]}${/['’]s$/.test(first) || /^(?:bachelor|master)$/i.test(first) ? "'s" : ''} degree`;
    if (/^associate$/i.test(first)) head = `${long[1]}'s degree`;
    rest = words.slice(1);
    if (/^degree$/i.test(rest[0] ?? '')) rest = rest.slice(1);
  } else return null;
  // 'in Computer Science', 'of Science in Nursing', or a field straight after ('BSc Nursing').
  if (/^(?:in|of)$/i.test(rest[0] ?? '')) rest = rest.slice(1);
  const { field, rest: afterField } = fieldOf(rest);
  const school = afterField.length > 1 ? ` ${afterField.join(' ')}` : '';
  const named = `${head}${field ? ` in ${field}` : ''}${school}`;
  return `${articleFor(head)} ${named}`;
}
