// The small, self-contained pages behind a heads-up's one-click links: a confirmation with ONE button, and the result.
// No script, no external resource (nothing can leak the token in the address), inline styles only (allowed by the
// app's Content-Security-Policy), every value escaped.
import {
  SEQUENCE_ACTION_EXPIRED,
  SEQUENCE_ACTION_INVALID,
  SEQUENCE_ACTION_STOPPED,
  sequenceActionPaused,
  WROTE_BY_HAND_CONFIRM_BUTTON,
  wroteByHandConfirmText,
  wroteByHandConfirmTitle,
  wroteByHandPaused,
} from 'contracts';
import { escapeHtml } from '../mailer';
import type { SequenceActionView } from './sequence-action.service';
import { SEQUENCE_ACTION_PATH, type SequenceAction } from './sequence-action-token.service';
import { spokenSendTime } from './send-time.util';

const STYLE = [
  'body{margin:0;padding:24px;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;color:#1f1f1f}',
  'main{max-width:520px;margin:40px auto;background:#fff;border-radius:8px;padding:32px;font-size:15px;line-height:1.5}',
  'h1{font-size:22px;margin:0 0 16px}',
  'p{margin:0 0 16px}',
  'form{margin:0 0 12px}',
  '.muted{color:#595959;font-size:13px}',
  'button{background:#1677ff;color:#fff;border:0;border-radius:6px;padding:12px 20px;font-size:15px;cursor:pointer}',
  'a{color:#1677ff}',
].join('');

/** A small self-contained page (also the outcome links' pages). */
export function page(title: string, body: string): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>` +
    `<body><main>${body}</main></body></html>`
  );
}

export const paragraph = (text: string, className?: string) =>
  `<p${className ? ` class="${className}"` : ''}>${escapeHtml(text)}</p>`;

const appLink = (appOrigin: string, view: SequenceActionView) =>
  `<p><a href="${escapeHtml(`${appOrigin}/dashboard/campaigns/${view.campaignId}`)}">Open the sequence in the app</a></p>`;

/** 'Re: Quick follow-up' goes out tomorrow at 9:30 AM Dana's time (America/New_York). */
function followUpLine(view: SequenceActionView, now: Date): string | undefined {
  if (!view.scheduledFor) return undefined;
  const { day, time } = spokenSendTime(view.scheduledFor, view.timezone, now);
  const subject = view.subject ? `"${view.subject}"` : 'The follow-up';
  return `${subject} goes out ${day} at ${time} ${view.contactFirstName}'s time (${view.timezone}).`;
}

export function confirmationPage(input: {
  action: SequenceAction;
  token: string;
  view: SequenceActionView;
  now: Date;
  appOrigin: string;
}): string {
  const { action, view } = input;
  const first = view.contactFirstName;
  const title = {
    stop: `Did ${first} reply?`,
    pause: `Pause the sequence to ${first}?`,
    wrote: wroteByHandConfirmTitle(first),
  }[action];
  const explain = {
    stop: `Confirm and the sequence stops: no follow-up will be sent to ${first}.`,
    pause: `Confirm and nothing more is sent to ${first} until you resume the contact in the app.`,
    wrote: wroteByHandConfirmText(first),
  }[action];
  const button = { stop: `${first} replied - stop`, pause: 'Pause', wrote: WROTE_BY_HAND_CONFIRM_BUTTON }[action];
  const line = followUpLine(view, input.now);
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>` +
      (line ? paragraph(line) : '') +
      paragraph(explain) +
      `<form method="post" action="${SEQUENCE_ACTION_PATH}">` +
      `<input type="hidden" name="token" value="${escapeHtml(input.token)}">` +
      `<button type="submit">${escapeHtml(button)}</button></form>` +
      appLink(input.appOrigin, view),
  );
}

export function resultPage(input: { action: SequenceAction; view: SequenceActionView; appOrigin: string }): string {
  const first = input.view.contactFirstName;
  const text = {
    stop: SEQUENCE_ACTION_STOPPED,
    pause: sequenceActionPaused(first),
    wrote: wroteByHandPaused(first),
  }[input.action];
  const title = input.action === 'stop' ? 'Stopped' : 'Paused';
  return page(title, `<h1>${escapeHtml(title)}</h1>${paragraph(text)}${appLink(input.appOrigin, input.view)}`);
}

export function expiredPage(appOrigin: string): string {
  return page(
    'Link expired',
    `<h1>Link expired</h1>${paragraph(SEQUENCE_ACTION_EXPIRED)}<p><a href="${escapeHtml(`${appOrigin}/dashboard/campaigns`)}">Open your sequences</a></p>`,
  );
}

export function invalidPage(appOrigin: string): string {
  return page(
    'Link not valid',
    `<h1>Link not valid</h1>${paragraph(SEQUENCE_ACTION_INVALID)}<p><a href="${escapeHtml(`${appOrigin}/dashboard/campaigns`)}">Open your sequences</a></p>`,
  );
}

export function tooManyPage(message: string): string {
  return page('Too many attempts', `<h1>Too many attempts</h1>${paragraph(message)}`);
}
