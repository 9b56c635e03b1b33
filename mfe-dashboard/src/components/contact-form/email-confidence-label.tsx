import { EMAIL_CONFIDENCE_LABELS, type EmailConfidence } from 'contracts';

/** Beside a found address: 'Verified', or a reminder to check a likely or guessed one before anything is sent. */
export function EmailConfidenceLabel({ confidence }: { confidence: EmailConfidence }) {
  return (
    <span
      className={`contact-form__confidence contact-form__confidence--${confidence.toLowerCase()}`}
      data-confidence={confidence}
    >
      {EMAIL_CONFIDENCE_LABELS[confidence]}
    </span>
  );
}
