// Splits the chat's free-text role ('Senior Frontend Engineer at Acme') into a role and a company, so the
// template can say "the Senior Frontend Engineer role at Acme" and, with no company, simply leave it out.
// Every step is linear in the text's length (no pattern rescans a run from each of its positions).
import { typedCompanyName } from 'contracts';
import { trimEndOf } from './text-edges.util';

export interface ParsedJobRole {
  /** Null only when nothing usable was typed. */
  role: string | null;
  company: string | null;
}

// Enough for any real title; keeps a pasted paragraph from blowing the emails' word counts.
const MAX_ROLE_CHARS = 90;
const MAX_ROLE_WORDS = 12;
const MAX_COMPANY_CHARS = 60;
const MAX_COMPANY_WORDS = 6;

// Separators, most specific first; the last occurrence wins ('Head of Data at Scale at Acme' -> 'Acme'). They run
// on cleaned text (single spaces), so a space is written as one: no run of spaces to retry from every position.
const SEPARATORS: RegExp[] = [/ at /gi, / ?@ ?/g, / [-–—|] /g, / ?, ?/g];
/** Trailing punctuation and spaces a role or company does not end with. */
const TRAILING = '.,;:!? -';

const LEAD_INS =
  /^(?:(?:i\s*(?:['’]m|am)\s+|i\s+)?(?:applying|applied|apply)\s+(?:for|to)\s+|(?:job\s+)?(?:role|position|title)\s*[:-]\s*)/i;
const ROLE_WORDS =
  /\b(engineer|developer|manager|designer|analyst|scientist|intern|lead|director|architect|consultant|specialist|administrator|officer|associate|coordinator|representative|recruiter|writer|editor|marketer|accountant|researcher|technician|head|vp|sre|devops|product|sales|support)\b/i;
const SMALL_WORDS = new Set(['of', 'and', 'the', 'for', 'in', 'at', 'to', 'a', 'an', 'on', 'with', 'or']);
// A Map, not an object: a typed word such as '__proto__' must not find Object.prototype.
const ACRONYMS = new Map<string, string>(
  Object.entries({
    ai: 'AI',
    ml: 'ML',
    qa: 'QA',
    ui: 'UI',
    ux: 'UX',
    sre: 'SRE',
    vp: 'VP',
    cto: 'CTO',
    ceo: 'CEO',
    cfo: 'CFO',
    hr: 'HR',
    it: 'IT',
    pm: 'PM',
    api: 'API',
    bi: 'BI',
    seo: 'SEO',
    sdet: 'SDET',
    ios: 'iOS',
    nlp: 'NLP',
    llm: 'LLM',
  }),
);

/**
 * Removes brackets, braces and angle brackets (no '[...]' may reach an email) and squeezes spaces. An innermost
 * pair goes with what it holds (the class excludes the opening mark too, so '[[[...' is not rescanned from each '[').
 */
function clean(text: string): string {
  return text
    .replace(/\[[^[\]]*\]|\{[^{}]*\}|<[^<>]*>/g, ' ')
    .replace(/[[\]{}<>]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most `maxWords` words and `maxChars` characters (cut at a word boundary when there is one). */
function clip(text: string, maxChars: number, maxWords: number): string {
  const words = text.split(' ').slice(0, maxWords).join(' ');
  if (words.length <= maxChars) return words;
  const cut = words.slice(0, maxChars);
  return cut.slice(0, cut.lastIndexOf(' ') > maxChars / 2 ? cut.lastIndexOf(' ') : maxChars).trim();
}

/** Title-cases text typed all in lower case ('senior ml engineer' -> 'Senior ML Engineer'); leaves other casing. */
function tidyCase(text: string): string {
  if (text !== text.toLowerCase()) return text;
  return text
    .split(' ')
    .map((word, index) => {
      const acronym = ACRONYMS.get(word);
      if (acronym) return acronym;
      if (index > 0 && SMALL_WORDS.has(word)) return word;
      return word.charAt(0).toUpperCase() + word.slice(1);
    })
    .join(' ');
}

function tidyRole(text: string): string | null {
  const role = trimEndOf(
    clean(text)
      .replace(LEAD_INS, '')
      .replace(/^(?:the|a|an) /i, '')
      .replace(/ (?:at|@)$/i, '')
      .replace(/ (?:role|position|opening|job)$/i, ''),
    TRAILING,
  ).trim();
  return role ? clip(tidyCase(role), MAX_ROLE_CHARS, MAX_ROLE_WORDS) : null;
}

function tidyCompany(text: string): string | null {
  const company = trimEndOf(clean(text).replace(/^(?:the )?(?:company ?[:-] ?)?/i, ''), TRAILING).trim();
  // As typed ('SmartHR', 'eBay'); typed all in lower case, its known casing ('smarthr' -> 'SmartHR') or capitalised.
  return company ? clip(typedCompanyName(company), MAX_COMPANY_CHARS, MAX_COMPANY_WORDS) : null;
}

function lastSplit(text: string): [string, string] | null {
  for (const separator of SEPARATORS) {
    const matches = [...text.matchAll(separator)];
    const last = matches.at(-1);
    if (!last || last.index === undefined || last.index === 0) continue;
    const before = text.slice(0, last.index);
    const after = text.slice(last.index + last[0].length);
    if (before.trim() && after.trim()) return [before, after];
  }
  return null;
}

export function parseJobRole(jobRole: string | null | undefined): ParsedJobRole {
  const text = clean(jobRole ?? '');
  const parts = lastSplit(text);
  if (!parts) return { role: tidyRole(text), company: null };
  let [role, company] = parts;
  // 'Acme - Senior Engineer': the role words sit on the right, so swap.
  if (!ROLE_WORDS.test(role) && ROLE_WORDS.test(company)) [role, company] = [company, role];
  const tidiedRole = tidyRole(role);
  return tidiedRole ? { role: tidiedRole, company: tidyCompany(company) } : { role: tidyCompany(company), company: null };
}
