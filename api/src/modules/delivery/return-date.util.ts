// The return date an out-of-office subject names ('Out of office until Monday, December 1', 'OOO until 12/1',
// 'Away until 3 Dec', 'back on 2026-12-01', 'Abwesend bis 01.12.2026'), as a calendar date 'YYYY-MM-DD'. Read
// relative to the message's date: a date without a year is the next such date on or after it.

const MONTH_NAMES: ReadonlyArray<readonly string[]> = [
  ['january', 'januar', 'janvier', 'enero', 'gennaio', 'januari', 'janeiro'],
  ['february', 'februar', 'fevrier', 'febrero', 'febbraio', 'februari', 'fevereiro'],
  ['march', 'marz', 'mars', 'marzo', 'maart', 'marco', 'mrt'],
  ['april', 'avril', 'abril', 'aprile'],
  ['may', 'mai', 'mayo', 'maggio', 'mei', 'maio'],
  ['june', 'juni', 'juin', 'junio', 'giugno', 'junho'],
  ['july', 'juli', 'juillet', 'julio', 'luglio', 'julho'],
  ['august', 'aout', 'agosto', 'augustus'],
  ['september', 'septembre', 'septiembre', 'settembre', 'setembro'],
  ['october', 'oktober', 'octobre', 'octubre', 'ottobre', 'outubro'],
  ['november', 'novembre', 'noviembre', 'novembro'],
  ['december', 'dezember', 'decembre', 'diciembre', 'dicembre', 'dezembro'],
];

const WEEKDAY_NAMES: ReadonlyArray<readonly string[]> = [
  ['sunday', 'sonntag', 'dimanche', 'domingo', 'domenica', 'zondag'],
  ['monday', 'montag', 'lundi', 'lunes', 'lunedi', 'maandag', 'segunda'],
  ['tuesday', 'dienstag', 'mardi', 'martes', 'martedi', 'dinsdag', 'terca'],
  ['wednesday', 'mittwoch', 'mercredi', 'miercoles', 'mercoledi', 'woensdag', 'quarta'],
  ['thursday', 'donnerstag', 'jeudi', 'jueves', 'giovedi', 'donderdag', 'quinta'],
  ['friday', 'freitag', 'vendredi', 'viernes', 'venerdi', 'vrijdag', 'sexta'],
  ['saturday', 'samstag', 'samedi', 'sabado', 'sabato', 'zaterdag'],
];

/** Where the return date starts: 'until', 'back on', 'bis', 'jusqu'au', 'hasta el', 'fino al', 'tot', 'até' ... */
const RETURN_MARKER =
  /(?<!\p{L})(until|till|til|through|thru|back(?: in the office| at work)?(?: on)?|returning(?: on)?|return(?:s|ing)? on|bis(?: zum| einschließlich| am)?|zurück am|wieder (?:da|im büro) am|jusqu[’']?(?:au|à)|(?:de )?retour le|hasta(?: el)?|de vuelta el|fino al?|rientro(?: previsto)? il|tot(?: en met)?|t\/m|terug op|até|ate|regresso a|volto em)(?!\p{L})/iu;

/** English markers read 12/1 as December 1st; the others as 12 January. */
const ENGLISH_MARKER = /^(until|till|til|through|thru|back|returning|return)/i;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Further than this from the message: a misread, not a holiday. */
const MAX_AHEAD_DAYS = 366;

const fold = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\.$/, '');

/** 1-12 for a month name or an unambiguous abbreviation of one (at least 3 letters: 'Dec', 'déc.', 'Mär', 'sept'). */
function monthOf(word: string): number | undefined {
  const folded = fold(word);
  if (folded.length < 3) return undefined;
  const months = new Set<number>();
  MONTH_NAMES.forEach((names, index) => {
    if (names.some((name) => name.startsWith(folded))) months.add(index + 1);
  });
  return months.size === 1 ? [...months][0] : undefined;
}

/** English abbreviations of weekdays; other languages only by their full names (short words would misread). */
const WEEKDAY_ABBREVIATIONS: ReadonlyArray<readonly string[]> = [
  ['sun'],
  ['mon'],
  ['tue', 'tues'],
  ['wed'],
  ['thu', 'thur', 'thurs'],
  ['fri'],
  ['sat'],
];

function weekdayOf(word: string): number | undefined {
  const folded = fold(word);
  const index = WEEKDAY_NAMES.findIndex((names, day) => names.includes(folded) || WEEKDAY_ABBREVIATIONS[day]!.includes(folded));
  return index >= 0 ? index : undefined;
}

const utcDay = (at: Date) => Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());

/** A valid calendar day as UTC midnight, or undefined (31 November, month 13). */
function dayOf(year: number, month: number, day: number): number | undefined {
  if (month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  const at = Date.UTC(year, month - 1, day);
  const date = new Date(at);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? at : undefined;
}

/** With a year as written (2 digits: 20xx); without one, the next such day on or after the message's day. */
function resolve(sentDay: number, month: number, day: number, yearText?: string): number | undefined {
  if (yearText) {
    const year = Number(yearText.length === 2 ? `20${yearText}` : yearText);
    return dayOf(year, month, day);
  }
  const year = new Date(sentDay).getUTCFullYear();
  const thisYear = dayOf(year, month, day);
  if (thisYear !== undefined && thisYear >= sentDay) return thisYear;
  return dayOf(year + 1, month, day);
}

type Found = { index: number; day: number | undefined };

function datesIn(text: string, sentDay: number, monthFirst: boolean): Found[] {
  const found: Found[] = [];
  for (const match of text.matchAll(/(\d{4})-(\d{1,2})-(\d{1,2})/g)) {
    found.push({ index: match.index, day: dayOf(Number(match[1]), Number(match[2]), Number(match[3])) });
  }
  for (const match of text.matchAll(/(?<![\d-])(\d{1,2})\.(\d{1,2})\.?(\d{4}|\d{2})?(?![\d-])/g)) {
    found.push({ index: match.index, day: resolve(sentDay, Number(match[2]), Number(match[1]), match[3]) });
  }
  for (const match of text.matchAll(/(?<![\d/])(\d{1,2})\/(\d{1,2})(?:\/(\d{4}|\d{2}))?(?![\d/])/g)) {
    const [first, second] = [Number(match[1]), Number(match[2])];
    // 12/1 is December 1st after an English marker; a first number above 12 can only be a day.
    const [month, day] = monthFirst && first <= 12 ? [first, second] : [second, first];
    found.push({ index: match.index, day: resolve(sentDay, month, day, match[3]) });
  }
  for (const match of text.matchAll(
    /(\d{1,2})(?:st|nd|rd|th|er|º|\.)?\s+(?:de\s+)?(\p{L}{3,}\.?)(?:,?\s+(?:de\s+)?(\d{4}))?/gu,
  )) {
    const month = monthOf(match[2]!);
    if (month) found.push({ index: match.index, day: resolve(sentDay, month, Number(match[1]), match[3]) });
  }
  for (const match of text.matchAll(/(?<!\p{L})(\p{L}{3,})\.?\s+(\d{1,2})(?:st|nd|rd|th)?(?!\d)(?:,?\s+(\d{4}))?/gu)) {
    const month = monthOf(match[1]!);
    if (month) found.push({ index: match.index, day: resolve(sentDay, month, Number(match[2]), match[3]) });
  }
  return found;
}

/** A weekday alone ('back Monday'): the next one after the message's day. */
function weekdayIn(text: string, sentDay: number): Found | undefined {
  for (const match of text.matchAll(/\p{L}{3,}/gu)) {
    const weekday = weekdayOf(match[0]);
    if (weekday === undefined) continue;
    const ahead = (weekday - new Date(sentDay).getUTCDay() + 7) % 7 || 7;
    return { index: match.index, day: sentDay + ahead * DAY_MS };
  }
  return undefined;
}

const iso = (day: number) => new Date(day).toISOString().slice(0, 10);

/** The return date named in an out-of-office subject, or undefined when it names none (or one out of reach). */
export function returnDateFromSubject(subject: string, sentAt: Date): string | undefined {
  const marker = RETURN_MARKER.exec(subject);
  if (!marker) return undefined;
  const tail = subject.slice(marker.index + marker[0].length);
  const sentDay = utcDay(sentAt);
  const dates = datesIn(tail, sentDay, ENGLISH_MARKER.test(marker[1]!)).sort((a, b) => a.index - b.index);
  const first = dates[0] ?? weekdayIn(tail, sentDay);
  if (first?.day === undefined) return undefined;
  if (first.day < sentDay || first.day > sentDay + MAX_AHEAD_DAYS * DAY_MS) return undefined;
  return iso(first.day);
}
