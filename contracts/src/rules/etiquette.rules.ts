// Follow-up etiquette: gentle warnings (never refusals) the editors show while a sequence is written, and the
// phrases recruiters dislike, which the api's draft checker also keeps out of every draft it writes.

/** A follow-up sooner than this many business days after the previous email reads as pushy. */
export const MIN_BUSINESS_DAYS_BETWEEN_EMAILS = 3;
/** A body past this many words is rarely read to the end. */
export const MAX_COMFORTABLE_BODY_WORDS = 150;

/** Phrases recruiters dislike: filler that asks for attention without adding anything. Matched case-insensitively. */
export const DISLIKED_PHRASES: readonly string[] = [
  'just checking in',
  'just following up',
  'touching base',
  'touch base',
  'circling back',
  'circle back',
  'bumping this',
  'bump this',
  'per my last email',
  'as per my previous email',
  'to whom it may concern',
  'dear sir or madam',
  'i know you are busy',
  "i know you're busy",
  'any update?',
  'sorry to bother you',
  'hope this email finds you well',
  'hope this finds you well',
];

/** Words of a text: runs of non-space characters. */
export const wordCount = (text: string): number => text.split(/\s+/).filter(Boolean).length;

/** The disliked phrases a text holds, in list order, as listed. */
export function dislikedPhrasesIn(text: string): string[] {
  const lower = text.toLowerCase().replace(/[’‘]/g, "'").split(/\s+/).join(' ');
  return DISLIKED_PHRASES.filter((phrase) => lower.includes(phrase));
}

export type EtiquetteWarningKind = 'too-soon' | 'too-long' | 'disliked-phrase';

export interface EtiquetteWarning {
  /** 0-based index of the email in the sequence. */
  index: number;
  kind: EtiquetteWarningKind;
  message: string;
}

const emailName = (index: number) => (index === 0 ? 'The first email' : `Follow-up ${index}`);

export const followUpTooSoonWarning = (index: number, days: number): string =>
  `${emailName(index)} goes ${days} ${days === 1 ? 'day' : 'days'} after the previous email. Recruiters prefer at least ${MIN_BUSINESS_DAYS_BETWEEN_EMAILS} business days between emails.`;

export const bodyTooLongWarning = (index: number, words: number): string =>
  `${emailName(index)} has ${words} words. Emails under ${MAX_COMFORTABLE_BODY_WORDS} words are more likely to be read.`;

export const dislikedPhraseWarning = (index: number, phrase: string): string =>
  `${emailName(index)} says "${phrase}". Recruiters tend to dislike it: say something new instead.`;

export interface EtiquetteStep {
  body: string;
  daysDelay: number;
}

/**
 * Warnings for a sequence as written. A delay counts business days when weekends are skipped, else calendar days;
 * either way fewer than MIN_BUSINESS_DAYS_BETWEEN_EMAILS is too few business days.
 */
export function etiquetteWarnings(steps: readonly EtiquetteStep[]): EtiquetteWarning[] {
  return steps.flatMap((step, index) => {
    const warnings: EtiquetteWarning[] = [];
    const days = step.daysDelay;
    if (index > 0 && Number.isFinite(days) && days >= 0 && days < MIN_BUSINESS_DAYS_BETWEEN_EMAILS) {
      warnings.push({ index, kind: 'too-soon', message: followUpTooSoonWarning(index, days) });
    }
    const words = wordCount(step.body);
    if (words > MAX_COMFORTABLE_BODY_WORDS) warnings.push({ index, kind: 'too-long', message: bodyTooLongWarning(index, words) });
    for (const phrase of dislikedPhrasesIn(step.body)) {
      warnings.push({ index, kind: 'disliked-phrase', message: dislikedPhraseWarning(index, phrase) });
    }
    return warnings;
  });
}
