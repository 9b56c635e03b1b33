import { escapeHtml } from '../http/html';
import type { InboxMessage } from './inbox-message.types';

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 24px auto; max-width: 900px; color: #1f1f1f; }
  article { border: 1px solid #ddd; border-radius: 8px; padding: 12px 16px; margin-bottom: 16px; }
  h2 { font-size: 18px; margin: 0 0 6px; }
  .meta { color: #555; font-size: 14px; margin-bottom: 8px; }
  ul.links { margin: 8px 0; }
  pre { white-space: pre-wrap; background: #f7f7f7; padding: 8px; border-radius: 4px; }
  iframe { width: 100%; min-height: 240px; border: 1px solid #eee; }
`;

/**
 * The dev inbox: every message the product sent, newest first. The api proxies this page under
 * /__dev/inbox, so it uses no relative links of its own ("Refresh" reloads whatever URL shows it).
 */
export function renderInboxPage(messages: InboxMessage[]): string {
  const items = messages
    .map((message) => {
      const links = message.links.map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`).join('');
      const html = message.html
        ? `<details><summary>HTML version</summary><iframe sandbox="" srcdoc="${escapeHtml(message.html)}" title="${escapeHtml(message.subject)}"></iframe></details>`
        : '';
      return (
        `<article data-message-id="${escapeHtml(message.id)}"><h2>${escapeHtml(message.subject || '(no subject)')}</h2>` +
        `<div class="meta">To: ${escapeHtml(message.to.join(', '))} · From: ${escapeHtml(message.from)} · ` +
        `<time datetime="${escapeHtml(message.date)}">${escapeHtml(new Date(message.date).toLocaleString('en-US'))}</time></div>` +
        (links ? `<ul class="links">${links}</ul>` : '') +
        `<pre>${escapeHtml(message.text)}</pre>${html}</article>`
      );
    })
    .join('');
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev inbox</title>` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><style>${STYLE}</style></head><body>` +
    `<h1>Dev inbox</h1><p>Mail the app sent through the local SMTP server (${messages.length} message${messages.length === 1 ? '' : 's'}). ` +
    `<a href="">Refresh</a></p>${items || '<p>No messages yet.</p>'}</body></html>`
  );
}
