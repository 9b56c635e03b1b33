/** Name the product's own mail signs with (the spec names no brand; MAIL_FROM carries the sender). */
export const MAIL_SIGNATURE = 'The Follow-up Agent team';

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

const ZERO_WIDTH_SPACE = '\u200b';

/**
 * Text someone typed (a contact's name, a subject, a sequence name), made unable to pass for a link we vouch for:
 * mail clients turn `evil.com`, `www.evil` and `http://...` in plain text into links, so a zero-width space goes after
 * each dot between letters or digits and inside `://`. Readers see the same text; nothing in it is clickable. (The
 * HTML part also escapes it, and only our own URLs are ever put in an <a>.)
 */
export function inertText(value: string): string {
  return value
    .replace(/:\/\//g, `:${ZERO_WIDTH_SPACE}//`)
    .replace(/([\p{L}\p{N}])\.(?=[\p{L}\p{N}])/gu, `$1.${ZERO_WIDTH_SPACE}`);
}

/** The action links are our own absolute http(s) URLs; anything else is a bug, never sent. */
function ownUrl(url: string): string {
  const { protocol } = new URL(url);
  if (protocol !== 'https:' && protocol !== 'http:') throw new Error(`Refusing a ${protocol} link in an email`);
  return url;
}

export interface ActionMail {
  greeting: string;
  /** Paragraphs before the button. */
  intro: string[];
  action: { label: string; url: string };
  /** A second, outlined button beside the first (e.g. a heads-up's 'Pause' next to its 'replied - stop'). */
  secondaryAction?: { label: string; url: string };
  /** A row of small links after the button (e.g. a reply alert's one-click outcomes), with the line that asks. */
  choices?: { prompt: string; links: Array<{ label: string; url: string }> };
  /** Paragraphs after the button. */
  outro: string[];
}

/**
 * The one layout of the product's mail: a text part and a small inline-styled HTML part (mail clients ignore
 * style sheets), both carrying the same link. Every value is escaped in the HTML; the only links are the actions'
 * URLs. Templates pass what users typed through inertText.
 */
export function renderActionMail(mail: ActionMail): { text: string; html: string } {
  ownUrl(mail.action.url);
  if (mail.secondaryAction) ownUrl(mail.secondaryAction.url);
  for (const link of mail.choices?.links ?? []) ownUrl(link.url);
  const choicesText = mail.choices
    ? [mail.choices.prompt, ...mail.choices.links.map((link) => `- ${link.label}: ${link.url}`), '']
    : [];
  const text = [
    mail.greeting,
    '',
    ...mail.intro.flatMap((paragraph) => [paragraph, '']),
    `${mail.action.label}: ${mail.action.url}`,
    '',
    ...(mail.secondaryAction ? [`${mail.secondaryAction.label}: ${mail.secondaryAction.url}`, ''] : []),
    ...choicesText,
    ...mail.outro.flatMap((paragraph) => [paragraph, '']),
    MAIL_SIGNATURE,
    '',
  ].join('\n');

  const paragraph = (content: string) => `<p style="margin:0 0 16px">${escapeHtml(content)}</p>`;
  const url = escapeHtml(mail.action.url);
  const second = mail.secondaryAction;
  const secondButton = second
    ? ` <a href="${escapeHtml(second.url)}" style="border:1px solid #1677ff;color:#1677ff;text-decoration:none;padding:11px 19px;border-radius:6px;display:inline-block;margin-left:8px">${escapeHtml(second.label)}</a>`
    : '';
  const secondCopy = second
    ? `<br>${escapeHtml(second.label)}: <a href="${escapeHtml(second.url)}" style="color:#1677ff;word-break:break-all">${escapeHtml(second.url)}</a>`
    : '';
  const html = [
    '<!doctype html>',
    '<html><body style="margin:0;padding:24px;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;color:#1f1f1f">',
    '<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px;font-size:15px;line-height:1.5">',
    paragraph(mail.greeting),
    ...mail.intro.map(paragraph),
    `<p style="margin:24px 0"><a href="${url}" style="background:#1677ff;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;display:inline-block">${escapeHtml(mail.action.label)}</a>${secondButton}</p>`,
    second
      ? `<p style="margin:0 0 16px;font-size:13px;color:#595959">If the buttons do not work, copy an address into your browser:<br>${escapeHtml(mail.action.label)}: <a href="${url}" style="color:#1677ff;word-break:break-all">${url}</a>${secondCopy}</p>`
      : `<p style="margin:0 0 16px;font-size:13px;color:#595959">If the button does not work, copy this address into your browser:<br><a href="${url}" style="color:#1677ff;word-break:break-all">${url}</a></p>`,
    ...(mail.choices
      ? [
          `<p style="margin:0 0 16px">${escapeHtml(mail.choices.prompt)}<br>${mail.choices.links
            .map((link) => `<a href="${escapeHtml(link.url)}" style="color:#1677ff">${escapeHtml(link.label)}</a>`)
            .join(' &middot; ')}</p>`,
        ]
      : []),
    ...mail.outro.map(paragraph),
    paragraph(MAIL_SIGNATURE),
    '</div></body></html>',
  ].join('\n');

  return { text, html };
}
