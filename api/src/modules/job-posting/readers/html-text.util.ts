// HTML to plain text, linear and bounded: one pass of htmlparser2's tokenizer (html-tokens.util.ts), block elements
// become line breaks and list items '- ' lines, and the text stops growing at its bound (the walk itself is bounded
// by the 2 MB body cap). Entities are decoded; scripts, styles and templates are never text.
import { decodeHTML } from 'entities';
import { JOB_POSTING_BOUNDS } from 'contracts';
import { walkHtml } from './html-tokens.util';

export const NON_TEXT_TAGS = new Set(['script', 'style', 'noscript', 'template', 'svg', 'iframe', 'object', 'title']);
const BLOCK_TAGS = new Set([
  'p',
  'div',
  'br',
  'li',
  'ul',
  'ol',
  'tr',
  'table',
  'section',
  'article',
  'header',
  'footer',
  'main',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'dd',
  'dt',
  'hr',
]);

/** Collects text up to a bound; whitespace inside a line collapses, blank lines are dropped. */
export class TextCollector {
  private parts: string[] = [];
  private size = 0;

  constructor(private readonly max: number) {}

  get full(): boolean {
    return this.size >= this.max * 2;
  }

  add(text: string): void {
    if (this.full) return;
    const piece = text.slice(0, this.max * 2 - this.size);
    this.parts.push(piece);
    this.size += piece.length;
  }

  openTag(name: string): void {
    if (BLOCK_TAGS.has(name)) this.add('\n');
    if (name === 'li') this.add('- ');
  }

  closeTag(name: string): void {
    if (BLOCK_TAGS.has(name)) this.add('\n');
  }

  text(): string {
    const lines = this.parts
      .join('')
      .split('\n')
      .map((line) => line.replace(/[ \t\f\v\r\u00a0]+/g, ' ').trim());
    return lines
      .filter((line) => line !== '')
      .join('\n')
      .slice(0, this.max)
      .trim();
  }
}

/** The text of an HTML fragment (a posting's description), at most `max` characters. */
export function htmlToText(html: string, max: number = JOB_POSTING_BOUNDS.text): string {
  const collector = new TextCollector(max);
  let skipping = 0;
  walkHtml(html.slice(0, max * 20), {
    open(name) {
      if (NON_TEXT_TAGS.has(name)) skipping += 1;
      else if (skipping === 0) collector.openTag(name);
    },
    text(text) {
      if (skipping === 0) collector.add(text);
    },
    close(name) {
      if (NON_TEXT_TAGS.has(name)) skipping = Math.max(0, skipping - 1);
      else if (skipping === 0) collector.closeTag(name);
    },
  });
  return collector.text();
}

/** HTML that arrived entity-encoded ('&lt;p&gt;...', as Greenhouse sends `content`): decoded at most twice, then text. */
export function encodedHtmlToText(encoded: string, max: number = JOB_POSTING_BOUNDS.text): string {
  let html = encoded;
  for (let round = 0; round < 2 && !html.includes('<') && html.includes('&lt;'); round += 1) html = decodeHTML(html);
  return htmlToText(html, max);
}
