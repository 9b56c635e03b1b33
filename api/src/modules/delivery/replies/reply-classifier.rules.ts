// The tables the reply classifier reads headers against (reply-classifier.service.ts): who sends bounces, what
// auto-replies, out-of-office notices, 'left the company' notices and ATS acknowledgements look like, in the
// languages recruiters write in. Data only; the order in which they apply is the classifier's.
import { APPLICANT_TRACKING_DOMAINS } from 'contracts';

/** Bounce senders: the mail system itself. */
export const DAEMON_SENDER = /^(mailer-daemon|postmaster|mail-daemon|mailerdaemon)@/i;

/** Exchange's non-delivery reports come from a 'MicrosoftExchange<guid>@' system mailbox. */
export const EXCHANGE_SYSTEM_SENDER = /^microsoftexchange[0-9a-f]{16,}@/i;

/**
 * Subjects of delivery failures (Gmail, Exchange, Postfix, Exim, Sendmail, qmail). None says why: Gmail's is always
 * 'Delivery Status Notification (Failure)', with the reason ('Address not found', 'Message blocked') in the body, which
 * the headers tier never reads; so a bounce read here has no reason (product.md §10: 'Bounced (reason unknown)').
 */
export const BOUNCE_SUBJECT =
  /^\s*(delivery status notification \(failure\)|undeliverable\b|undelivered mail returned to sender|mail delivery (failed|failure|subsystem)|returned mail\b|delivery (has )?failed|failure notice\b|message not delivered|unzustellbar|non remis|no se puede entregar|non recapitabile|onbestelbaar|não entregue)/i;

/** A delay notice is not a failure: the message may still arrive. */
export const DELAY_SUBJECT =
  /^\s*(delivery status notification \(delay\)|delivery delayed|warning: (delayed|could not send)|delayed mail)/i;

/**
 * The sender of Gmail's 'You have reached a limit for sending mail' notice ('Bounce <nobody@gmail.com>', Stack
 * Overflow 35073576): about the account's sending, not the address. Its subject is not something to match on (the
 * reports show only the sender and the body), so the sender alone decides.
 */
export const GMAIL_LIMIT_NOTICE_SENDER = /^nobody@gmail\.com$/i;

/** Subjects of 'the person left / nobody reads this mailbox' notices (usually sent as auto-replies). */
export const LEFT_COMPANY_SUBJECT = new RegExp(
  [
    'no longer (with|at|employed|working)',
    'no longer works (at|for|with)',
    'has left (the|our) (company|organi[sz]ation|firm|team|business)',
    'left the company',
    '(mailbox|inbox|e-?mail( address)?|account) (is )?(no longer|not) (being )?(monitored|read|checked|active|in use)',
    'unmonitored (mailbox|inbox|e-?mail)',
    'nicht mehr (im|bei|für)',
    'hat das unternehmen verlassen',
    'ne fait plus partie',
    'a quitté (la société|l.entreprise)',
    'ya no (trabaja|forma parte)',
    'non (lavora più|fa più parte)',
    'niet meer (werkzaam|in dienst)',
    'não (trabalha mais|faz mais parte)',
  ].join('|'),
  'i',
);

/** Subjects of application acknowledgements (Greenhouse, Lever, Workday, Ashby ... and companies' own). */
export const ATS_ACK_SUBJECT = new RegExp(
  [
    // Not 'Thank you for your interest': rejections open that way too, and a person sending one has answered.
    '^\\s*thank(s| you),? for (applying|your application|submitting)',
    "^\\s*(we('ve| have)? |we )?received your application",
    '^\\s*application (received|submitted|confirmation|acknowledg(e)?ment)',
    // Not 'Your application for X': that is how ATS mail about next steps (or a decision) is titled too.
    '^\\s*your application (has been|was|is) (received|submitted)',
    '^\\s*we got your application',
    '^\\s*(vielen )?dank für (ihre|deine) bewerbung',
    '^\\s*(eingangsbestätigung|bewerbungseingang)',
    '^\\s*(merci pour|confirmation de) (votre|ta) candidature',
    '^\\s*(gracias por|hemos recibido) (tu|su) (solicitud|candidatura)',
    '^\\s*grazie per (la tua|la sua) candidatura',
    '^\\s*bedankt voor (je|uw) sollicitatie',
    '^\\s*obrigad[oa] pela (sua )?candidatura',
  ].join('|'),
  'i',
);

/** Addresses nobody reads: notices, never a person answering. */
export const AUTOMATED_LOCAL_PART =
  /^(no-?reply|do-?not-?reply|donotreply|noreply-[\w-]+|[\w-]+-no-?reply|bounces?)([+.][^@]*)?@/i;
/** notifications@ is automated on an ATS domain (a company's own notifications@ could be a shared inbox). */
export const ATS_NOTIFICATION_LOCAL_PART = /^notifications?([+.-][^@]*)?@/i;

/**
 * Applicant tracking systems that relay recruiters' mail or send on a company's behalf (registrable domains): the
 * list the contact rules refuse as addresses (contracts), plus the domains some of them send mail from.
 */
export const ATS_DOMAINS: readonly string[] = [
  ...new Set([
    ...APPLICANT_TRACKING_DOMAINS,
    'greenhouse-mail.io',
    'ashbymail.com',
    'smartrecruitersmail.com',
    'jobvitemail.com',
    'workablemail.com',
    'teamtailor-mail.com',
    'breezyhr.com',
    'oraclecloud.com',
    'dover.com',
    'gem.com',
    'rippling.com',
    'paylocity.com',
    'ukg.com',
    'ultipro.com',
  ]),
];

/** Auto-reply subjects, English and the common localised forms (matched after any Re:/AW:/RE: prefix). */
export const AUTO_REPLY_SUBJECT = new RegExp(
  '^\\s*(' +
    [
      'automatic reply',
      'auto(matic)?[- ]?(reply|response|respond(er)?|antwort)',
      'autoreply',
      'out of (the )?office',
      'ooo\\b',
      'away (from|until|till|through|on)\\b',
      'on (vacation|holiday|leave|annual leave|parental leave|pto)\\b',
      // German
      'abwesenheitsnotiz',
      'automatische antwort',
      'abwesend',
      'nicht im büro',
      // French
      'r[ée]ponse automatique',
      'absence du bureau',
      'absent(e)? du bureau',
      'message d.absence',
      // Spanish
      'respuesta autom[áa]tica',
      'fuera de la oficina',
      'ausente',
      // Italian
      'risposta automatica',
      'fuori (sede|ufficio)',
      // Dutch
      'automatisch antwoord',
      'afwezig',
      'niet aanwezig',
      // Portuguese
      'resposta autom[áa]tica',
      'fora do escrit[óo]rio',
    ].join('|') +
    ')',
  'iu',
);

/** Reply / forward prefixes in the languages above: 'Re:', 'AW:', 'RE :', 'SV:', 'Antw:', 'RV:', 'R:', 'TR:'. */
export const SUBJECT_PREFIX = /^\s*((re|aw|sv|antw|rv|r|tr|wg|fw|fwd|enc|res)\s*:\s*)+/i;

/** Precedence values of machine mail. */
export const AUTO_PRECEDENCE = new Set(['auto_reply', 'bulk', 'junk', 'list']);

/**
 * Calendar invitations, as Google Calendar ('Invitation: Interview @ Tue Dec 1, 2026 10am - 11am (EST) (you@x)',
 * 'Updated invitation: ...') and its translations title them. Responses to the user's own invitations ('Accepted:')
 * are not invitations.
 */
export const CALENDAR_INVITE_SUBJECT =
  /^\s*(updated invitation|invitation|einladung|aktualisierte einladung|invitation mise à jour|invitación|invitación actualizada|invito|invito aggiornato|uitnodiging|bijgewerkte uitnodiging|convite|convite atualizado)\s*:/i;

/** The top-level Content-Type of an invitation sent as one (Outlook, Exchange: text/calendar; method=REQUEST). */
export const CALENDAR_CONTENT_TYPE = /text\/calendar|method=("?)request\1/i;

/** Where the time of an invitation starts in its subject: Google writes '<title> @ <when>'. */
export const INVITE_WHEN_MARKER = /\s@\s/;

/** Words of a decision against the applicant, in the subject only (bodies are never read). */
export const REJECTION_SUBJECT = new RegExp(
  [
    'unfortunately',
    'not (be )?(moving|move) forward',
    'not (been )?selected',
    'other candidates',
    'decided (not )?to (move|proceed|pursue)',
    '(position|role|vacancy) (has been|is) (filled|closed)',
    'we regret',
    'regret to',
    'leider',
    'absage',
    'malheureusement',
    'lamentablemente',
    'purtroppo',
    'helaas',
    'infelizmente',
  ].join('|'),
  'i',
);

/** How ATS mail about a decision is titled (from an ATS domain only: from a person these mean anything). */
export const ATS_DECISION_SUBJECT =
  /^\s*((an )?update (on|regarding|about) your application|regarding your application|your application (to|for|at|with)\b|status of your application)/i;
