// Header samples of real mail (as Gmail's metadata format returns them: decoded, one entry per header), for the
// reply classifier's tests. Addresses are renamed to acme.example; everything else is as the sending systems write it.
// The contact of every sample is dana.scully@acme.example; the user is grace.hopper@gmail.com.
export const OWN = 'grace.hopper@gmail.com';
export const CONTACT = 'dana.scully@acme.example';

export type HeaderSample = Record<string, string>;

/** Gmail's vacation responder (the subject is the one the user typed). */
export const GMAIL_VACATION: HeaderSample = {
  From: 'Dana Scully <dana.scully@acme.example>',
  To: OWN,
  Subject: 'Out of office until Monday, December 1',
  'Auto-Submitted': 'auto-replied',
  'Content-Type': 'multipart/alternative; boundary="000000000000b1c2d3e4f5a6b7c8"',
};

/** Exchange Online / Outlook automatic reply. */
export const EXCHANGE_AUTOMATIC_REPLY: HeaderSample = {
  From: 'Dana Scully <dana.scully@acme.example>',
  To: 'Grace Hopper <grace.hopper@gmail.com>',
  Subject: 'Automatic reply: Quick follow-up on the Engineer role',
  'Auto-Submitted': 'auto-generated',
  'X-Auto-Response-Suppress': 'All',
  'In-Reply-To': '<CAF1x2y3z4@mail.gmail.com>',
  'Content-Type': 'multipart/alternative; boundary="_000_DM6PR11MB40273C8F0C5A1F4B5A0E2D1CDM6PR11MB4027namp_"',
};

/** Outlook (German UI) automatic reply: only the subject says so, as from older Exchange servers. */
export const OUTLOOK_GERMAN_AUTOMATIC_REPLY: HeaderSample = {
  From: 'Dana Scully <dana.scully@acme.example>',
  Subject: 'Automatische Antwort: Quick follow-up on the Engineer role',
  'X-Auto-Response-Suppress': 'All',
};

/** Lotus Notes / HCL Domino out-of-office ('Abwesenheitsnotiz') with a return date. */
export const DOMINO_ABWESENHEITSNOTIZ: HeaderSample = {
  From: 'Dana Scully <dana.scully@acme.example>',
  Subject: 'Abwesenheitsnotiz: Abwesend bis 01.12.2026',
  'Auto-Submitted': 'auto-generated',
  Precedence: 'auto_reply',
};

/** Localised auto-reply subjects as Outlook writes them (no other header set: older on-premises Exchange). */
export const LOCALISED_AUTO_REPLY_SUBJECTS: readonly string[] = [
  'Réponse automatique : Quick follow-up on the Engineer role',
  'Absence du bureau',
  'Respuesta automática: Quick follow-up on the Engineer role',
  'Risposta automatica: Quick follow-up on the Engineer role',
  'Automatisch antwoord: Quick follow-up on the Engineer role',
  'Afwezig: Quick follow-up on the Engineer role',
  'Resposta automática: Quick follow-up on the Engineer role',
  'AW: Abwesenheitsnotiz',
  'OOO until 12/1',
  'Out of the Office',
];

/** An auto-responder that writes the RFC 3834 null return path and X-Autoreply (cPanel / Exim vacation). */
export const EXIM_VACATION: HeaderSample = {
  From: 'dana.scully@acme.example',
  Subject: 'Away until 3 Dec',
  'Return-Path': '<>',
  'X-Autoreply': 'yes',
  Precedence: 'bulk',
};

/** Greenhouse application acknowledgement. */
export const GREENHOUSE_ACK: HeaderSample = {
  From: 'Acme Hiring Team <no-reply@us.greenhouse-mail.io>',
  'Reply-To': 'no-reply@us.greenhouse-mail.io',
  Subject: 'Thank you for applying to Acme',
  'Content-Type': 'multipart/alternative; boundary="--==_mimepart_6745a1b2c3d4e_1a2b3c4d5e6f"',
};

/** Lever application acknowledgement. */
export const LEVER_ACK: HeaderSample = {
  From: 'Acme <no-reply@hire.lever.co>',
  Subject: 'Thanks for applying to Acme',
};

/** Workday acknowledgement, sent from the tenant's own Workday address. */
export const WORKDAY_ACK: HeaderSample = {
  From: 'Acme Careers <acme@myworkday.com>',
  Subject: 'We received your application for Senior Software Engineer',
  'Auto-Submitted': 'auto-generated',
};

/** Ashby's acknowledgement. */
export const ASHBY_ACK: HeaderSample = {
  From: 'Acme Recruiting <no-reply@ashbyhq.com>',
  Subject: 'Application received: Software Engineer',
};

/** A recruiter writing through an ATS relay (Lever's 'hire.lever.co' addresses); the display name names the company. */
export const LEVER_RECRUITER_RELAY: HeaderSample = {
  From: '"Jordan Lee (Acme)" <jordan.lee@hire.lever.co>',
  Subject: 'Re: Quick follow-up on the Engineer role',
};

/**
 * Gmail's failure notice, whatever the reason ('Address not found', 'Message blocked' ... are the body's headline):
 * the subject is always 'Delivery Status Notification (Failure)'; Gmail marks the failed address in
 * X-Failed-Recipients (chatwoot/chatwoot#11873, mautic/mautic#1312) and reports from googlemail.com
 * (chatmail/core#1478).
 */
export const GMAIL_BOUNCE: HeaderSample = {
  From: 'Mail Delivery Subsystem <mailer-daemon@googlemail.com>',
  To: OWN,
  Subject: 'Delivery Status Notification (Failure)',
  'X-Failed-Recipients': CONTACT,
  'Auto-Submitted': 'auto-replied',
  'Content-Type': 'multipart/report; boundary="000000000000e5f6a7b8c9d0"; report-type=delivery-status',
};

/**
 * Gmail's 'Message blocked' notice (spam or policy, not a bad address): the same subject, the reason only in the body
 * (Ombi-app/Ombi#4916: "Delivery Status Notification (Failure)", "Message Blocked", "Message rejected").
 */
export const GMAIL_MESSAGE_BLOCKED: HeaderSample = {
  From: 'Mail Delivery Subsystem <mailer-daemon@googlemail.com>',
  Subject: 'Delivery Status Notification (Failure)',
  'X-Failed-Recipients': CONTACT,
  'Content-Type': 'multipart/report; boundary="000000000000a1b2c3d4e5f6"; report-type=delivery-status',
};

/** Gmail saying it is still trying: not a failure. */
export const GMAIL_DELAY: HeaderSample = {
  From: 'Mail Delivery Subsystem <mailer-daemon@googlemail.com>',
  Subject: 'Delivery Status Notification (Delay)',
  'Auto-Submitted': 'auto-replied',
  'Content-Type': 'multipart/report; boundary="000000000000f6a7b8c9d0e1"; report-type=delivery-status',
};

/** Exchange Online non-delivery report: 'Undeliverable: ' and the original subject, the reason in the body. */
export const EXCHANGE_NDR: HeaderSample = {
  From: 'Microsoft Outlook <MicrosoftExchange329e71ec88ae4615bbc36ab6ce41109e@acme.example>',
  Subject: 'Undeliverable: Quick follow-up on the Engineer role',
  'Content-Type': 'multipart/report; report-type=delivery-status; boundary="e3b0c442-98fc-1c14-9afb-f4c8996fb924"',
  'X-MS-Exchange-Message-Is-Ndr': '',
};

/**
 * Postfix bounce (its From carries a comment, not a display name), as captured in odoo/odoo#42340 and
 * freescout-help-desk/freescout#4806: the reason ('User unknown in virtual alias table') is in the body only.
 */
export const POSTFIX_BOUNCE: HeaderSample = {
  From: 'MAILER-DAEMON@mail.acme.example (Mail Delivery System)',
  Subject: 'Undelivered Mail Returned to Sender',
  'Auto-Submitted': 'auto-replied',
  'Content-Type': 'multipart/report; report-type=delivery-status; boundary="4QbX7M2fXbz9vBN.1732700000/mail.acme.example"',
};

/** Sendmail's bounce (nodemailer/mailparser#288): 'see transcript for details', the reason ('Over quota') in the body. */
export const SENDMAIL_BOUNCE: HeaderSample = {
  From: 'Mail Delivery Subsystem <MAILER-DAEMON@mx.acme.example>',
  Subject: 'Returned mail: see transcript for details',
  'Auto-Submitted': 'auto-generated (failure)',
};

/**
 * Gmail's 'You have reached a limit for sending mail' notice: from 'Bounce <nobody@gmail.com>', in a thread of its own,
 * naming no message (Stack Overflow 35073576). The reports do not show its subject; the classifier goes by the sender.
 */
export const GMAIL_LIMIT_FROM_NOBODY: HeaderSample = {
  From: 'Bounce <nobody@gmail.com>',
  To: OWN,
  Subject: 'Delivery Status Notification (Failure)',
};

/** 'Left the company' notices (as auto-replies, which they usually are). */
export const LEFT_COMPANY_NOTICES: readonly HeaderSample[] = [
  {
    From: 'Dana Scully <dana.scully@acme.example>',
    Subject: 'Automatic reply: Dana Scully is no longer with Acme',
    'Auto-Submitted': 'auto-generated',
    'X-Auto-Response-Suppress': 'All',
  },
  {
    From: 'Dana Scully <dana.scully@acme.example>',
    Subject: 'This mailbox is no longer monitored',
    'Auto-Submitted': 'auto-replied',
  },
  { From: 'dana.scully@acme.example', Subject: 'Unmonitored mailbox', Precedence: 'auto_reply' },
  { From: 'dana.scully@acme.example', Subject: 'Automatic reply: this inbox is not monitored', 'X-Autoreply': 'yes' },
  { From: 'dana.scully@acme.example', Subject: 'Dana has left the company', 'Auto-Submitted': 'auto-replied' },
  { From: 'dana.scully@acme.example', Subject: 'Re: Quick follow-up - no longer employed at Acme' },
];

/** Human answers. */
export const CONTACT_REPLY: HeaderSample = {
  From: 'Dana Scully <dana.scully@acme.example>',
  To: 'Grace Hopper <grace.hopper@gmail.com>',
  Subject: 'Re: Quick follow-up on the Engineer role',
  'In-Reply-To': '<CAF1x2y3z4@mail.gmail.com>',
  'Content-Type': 'multipart/alternative; boundary="0000000000007a8b9c0d1e2f3a4b"',
};
export const COLLEAGUE_REPLY: HeaderSample = {
  From: 'Ravi Patel <ravi.patel@eu.acme.example>',
  Subject: 'Re: Quick follow-up on the Engineer role',
  'Content-Type': 'multipart/alternative; boundary="000000000000c1d2e3f4a5b6c7"',
};
/** A coordinator starting a new thread (not a campaign thread). */
export const COORDINATOR_NEW_THREAD: HeaderSample = {
  From: 'Priya Nair <priya.nair@acme.example>',
  Subject: 'Scheduling a call about the Engineer role',
};
/** The company's newsletter: same domain, but list mail. */
export const COMPANY_NEWSLETTER: HeaderSample = {
  From: 'Acme <news@acme.example>',
  Subject: 'Acme product update: November',
  'List-Unsubscribe': '<mailto:unsubscribe@acme.example>, <https://acme.example/unsubscribe?u=123>',
  'List-Id': 'Acme News <news.acme.example>',
  Precedence: 'bulk',
};
/** A friend, in a new thread. */
export const UNRELATED: HeaderSample = { From: 'Sam <sam@gmail.com>', Subject: 'Dinner on Friday?' };

/** Google Calendar's invitation, sent from the organiser's address (Google adds Sender: calendar-notification). */
export const GOOGLE_CALENDAR_INVITATION: HeaderSample = {
  From: 'Dana Scully <dana.scully@acme.example>',
  Sender: 'Google Calendar <calendar-notification@google.com>',
  To: OWN,
  Subject: 'Invitation: Interview with Acme @ Tue Dec 1, 2026 10am - 11am (EST) (grace.hopper@gmail.com)',
  'Content-Type': 'multipart/mixed; boundary="000000000000a1b2c3d4e5f6a7b8"',
};

/** Google Calendar moved the invitation. */
export const GOOGLE_CALENDAR_UPDATED: HeaderSample = {
  From: 'Priya Nair <priya.nair@acme.example>',
  Subject: 'Updated invitation: Interview with Acme @ Thu Dec 3, 2026 2:30pm - 3:15pm (GMT+1) (grace.hopper@gmail.com)',
};

/** Google Calendar in German ('Einladung: ... @ Di. 1. Dez. 2026 10:00 - 11:00 (MEZ)'): zone named, not an offset. */
export const GOOGLE_CALENDAR_GERMAN: HeaderSample = {
  From: 'Dana Scully <dana.scully@acme.example>',
  Subject: 'Einladung: Vorstellungsgespräch @ Di. 1. Dez. 2026 10:00 - 11:00 (MEZ) (grace.hopper@gmail.com)',
};

/** Outlook / Exchange meeting request: the subject is the meeting's title; the message itself is the invitation. */
export const OUTLOOK_MEETING_REQUEST: HeaderSample = {
  From: 'Dana Scully <dana.scully@acme.example>',
  Subject: 'Acme <> Grace: first interview',
  'Content-Type': 'text/calendar; charset="utf-8"; method=REQUEST',
};

/** A scheduling invitation from an ATS's no-reply address naming the company (Greenhouse scheduling). */
export const GREENHOUSE_SCHEDULED_INVITATION: HeaderSample = {
  From: 'Acme Recruiting <no-reply@greenhouse.io>',
  Subject: 'Invitation: Acme - Technical interview @ Wed Dec 2, 2026 4pm - 5pm (PST) (grace.hopper@gmail.com)',
  'Auto-Submitted': 'auto-generated',
};

/** ATS rejections: decided from the subject and the sender alone. */
export const ASHBY_REJECTION: HeaderSample = {
  From: 'Acme Recruiting <no-reply@ashbyhq.com>',
  Subject: 'Unfortunately, we will not be moving forward',
  'Auto-Submitted': 'auto-generated',
};
export const GREENHOUSE_DECISION: HeaderSample = {
  From: 'Acme Hiring Team <no-reply@us.greenhouse-mail.io>',
  Subject: 'Update on your application to Acme',
};
export const WORKDAY_GERMAN_REJECTION: HeaderSample = {
  From: 'Acme Karriere <acme@myworkday.com>',
  Subject: 'Ihre Bewerbung bei Acme: leider eine Absage',
};
