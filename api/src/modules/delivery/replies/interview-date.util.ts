// When an interview is, from a calendar invitation's subject (headers only): Google Calendar writes
// 'Invitation: Interview with Acme @ Tue Dec 1, 2026 10am - 11am (EST) (you@gmail.com)', in the invitee's language.
// chrono-node reads the part after ' @ '; a time without a zone it can read is taken in `zone` (the sequence's).
import type * as chrono from 'chrono-node';
import { validateInterviewAt } from 'contracts';
import { DateTime } from 'luxon';
import { lazyRequire, memoise } from '../../../core/lazy-load.util';
import { INVITE_WHEN_MARKER } from './reply-classifier.rules';
import { SUBJECT_DATE_TAIL_MAX } from './return-date.util';

// Loaded at the first invitation subject (a large library).
const loadChrono = lazyRequire<typeof chrono>('chrono-node');

const parsers = memoise((): readonly chrono.Chrono[] => {
  const { en, de, fr, es, it, nl, pt } = loadChrono();
  return [en.casual, de.casual, fr.casual, es.casual, it.casual, nl.casual, pt.casual];
});

/** A weekday abbreviation before the date ('Di.', 'mar.', 'Tue'): some locales of chrono stop at it. */
const LEADING_WEEKDAY = /^\s*\p{L}{2,4}\.?,?\s+(?=\d)/u;

/**
 * The start of the interview an invitation's subject names, or undefined (no ' @ ', no day, no time of day, or a
 * date outside the interview window of contracts, as a typed one would be refused).
 */
export function interviewAtFromSubject(subject: string, sentAt: Date, zone = 'UTC'): Date | undefined {
  const at = startFromSubject(subject, sentAt, zone);
  return at && validateInterviewAt(at, sentAt) === null ? at : undefined;
}

function startFromSubject(subject: string, sentAt: Date, zone: string): Date | undefined {
  const marker = INVITE_WHEN_MARKER.exec(subject);
  if (!marker) return undefined;
  const from = marker.index + marker[0].length;
  const when = subject.slice(from, from + SUBJECT_DATE_TAIL_MAX).replace(LEADING_WEEKDAY, '');
  for (const parser of parsers()) {
    const [first] = parser.parse(when, { instant: sentAt, timezone: 'UTC' }, { forwardDate: true });
    if (!first || first.index > 0 || !first.start.isCertain('day') || !first.start.isCertain('hour')) continue;
    const { start } = first;
    if (start.isCertain('timezoneOffset')) return start.date();
    const local = DateTime.fromObject(
      {
        year: start.get('year')!,
        month: start.get('month')!,
        day: start.get('day')!,
        hour: start.get('hour')!,
        minute: start.get('minute') ?? 0,
      },
      { zone },
    );
    return local.isValid ? local.toJSDate() : undefined;
  }
  return undefined;
}
