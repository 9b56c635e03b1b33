// The return date an out-of-office subject names ('Out of office until Monday, December 1', 'OOO until 12/1',
// 'Away until 3 Dec', 'back on 2026-12-01', 'Abwesend bis 01.12.2026', "jusqu'au 3 décembre"), as a calendar day
// 'YYYY-MM-DD'. The words before the date ('until', 'bis', 'hasta' ...) say the language; chrono-node reads the date in
// that language, relative to the message's date: a date without a year is the next such date on or after it.
import type * as chrono from 'chrono-node';
import { lazyRequire, memoise } from '../../../core/lazy-load.util';

// Loaded at the first subject that names a return date (a large library).
const loadChrono = lazyRequire<typeof chrono>('chrono-node');

type Locale = 'en' | 'de' | 'fr' | 'es' | 'it' | 'nl' | 'pt';

/** Where the return date starts, by language: 'until', 'back on', 'bis', 'jusqu'au', 'hasta el', 'fino al', 'tot', 'até' ... */
const RETURN_MARKERS: ReadonlyArray<readonly [Locale, string]> = [
  ['en', 'until|till|til|through|thru|back(?: in the office| at work)?(?: on)?|returning(?: on)?|return(?:s|ing)? on'],
  ['de', 'bis(?: zum| einschließlich| am)?|zurück am|wieder (?:da|im büro) am'],
  ['fr', "jusqu[’']?(?:au|à)|(?:de )?retour le"],
  ['es', 'hasta(?: el)?|de vuelta el'],
  ['it', 'fino al?|rientro(?: previsto)? il'],
  ['nl', 'tot(?: en met)?|t\\/m|terug op'],
  ['pt', 'até|ate|regresso a|volto em'],
];

const RETURN_MARKER = new RegExp(
  `(?<!\\p{L})(?:${RETURN_MARKERS.map(([locale, words]) => `(?<${locale}>${words})`).join('|')})(?!\\p{L})`,
  'iu',
);

/** Further than this from the message: a misread, not a holiday. */
const MAX_AHEAD_DAYS = 366;
/** How much of a subject after its marker the date parser reads: a date follows the marker closely, and a stranger's
 * subject can be long (chrono runs many patterns over what it is given). */
export const SUBJECT_DATE_TAIL_MAX = 120;
const DAY_MS = 24 * 60 * 60 * 1000;

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * '1.12.' and '01.12' (day.month without a year), as German, Dutch and others write it: chrono's own parsers want a
 * year there. An impossible day ('31.11.') is no date.
 */
const dayMonthWithoutYear: chrono.Parser = {
  pattern: () => /(?<![\d.])(\d{1,2})\.(\d{1,2})\.?(?![\d.]*\d)/,
  extract: (context, match) => {
    // chrono retries on the rest of the text after a refusal, where the look-behind no longer sees what came before.
    if (/[\d.]/.test(context.text[(match.index ?? 0) - 1] ?? '')) return null;
    const day = Number(match[1]);
    const month = Number(match[2]);
    if (month < 1 || month > 12 || day < 1 || day > daysIn(2024, month)) return null;
    return { day, month };
  },
};

function parserFor(locale: Locale): chrono.Chrono {
  const chronoNode = loadChrono();
  const parser = (locale === 'en' ? chronoNode.en.casual : chronoNode[locale].casual).clone();
  if (locale !== 'en') parser.parsers.push(dayMonthWithoutYear);
  return parser;
}

const parsers = memoise(
  () => Object.fromEntries(RETURN_MARKERS.map(([locale]) => [locale, parserFor(locale)])) as Record<Locale, chrono.Chrono>,
);

const utcDay = (at: Date) => Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());

/** The return date named in an out-of-office subject, or undefined when it names none (or one out of reach). */
export function returnDateFromSubject(subject: string, sentAt: Date): string | undefined {
  const marker = RETURN_MARKER.exec(subject);
  if (!marker?.groups) return undefined;
  const locale = (Object.keys(marker.groups) as Locale[]).find((name) => marker.groups![name] !== undefined) ?? 'en';
  const from = marker.index + marker[0].length;
  const tail = subject.slice(from, from + SUBJECT_DATE_TAIL_MAX);
  const reference = { instant: sentAt, timezone: 'UTC' };
  const [first] = parsers()[locale].parse(tail, reference, { forwardDate: true });
  if (!first) return undefined;
  const { start } = first;
  // A date needs its day (or a weekday: 'back Monday'); 'until next week' is not a return date.
  if (!start.isCertain('day') && !start.isCertain('weekday')) return undefined;
  const year = start.get('year');
  const month = start.get('month');
  const day = start.get('day');
  if (!year || !month || !day || day > daysIn(year, month)) return undefined;
  const at = Date.UTC(year, month - 1, day);
  const sentDay = utcDay(sentAt);
  if (at < sentDay || at > sentDay + MAX_AHEAD_DAYS * DAY_MS) return undefined;
  return new Date(at).toISOString().slice(0, 10);
}
