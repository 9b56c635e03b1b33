// One pass over a careers page (htmlparser2's tokenizer, linear, no element stack): its <title>, the og:/description
// meta tags, the first headings, every JSON-LD block (bounded in count and size) and its visible text (bounded).
// Nothing is evaluated.
import { JOB_POSTING_BOUNDS } from 'contracts';
import { NON_TEXT_TAGS, TextCollector } from './html-text.util';
import { walkHtml } from './html-tokens.util';

export interface PageParts {
  title: string;
  meta: Record<string, string>;
  headings: string[];
  jsonLd: string[];
  text: string;
}

const JSON_LD_BLOCKS = 20;
const JSON_LD_CHARS = 1_000_000;
const HEADINGS = 5;
const META_CHARS = 1_000;
const META_NAMES = new Set(['og:title', 'og:site_name', 'og:description', 'og:url', 'description']);

class PageCollector {
  readonly parts: PageParts = { title: '', meta: {}, headings: [], jsonLd: [], text: '' };
  readonly body = new TextCollector(JOB_POSTING_BOUNDS.text);
  skipping = 0;
  inTitle = false;
  heading: string | null = null;
  /** The JSON-LD block being read, in pieces (joined once at its end) and its length so far. */
  jsonLd: string[] | null = null;
  jsonLdChars = 0;

  open(name: string, attributes: Record<string, string>): void {
    if (name === 'meta') return this.meta(attributes);
    if (name === 'title') this.inTitle = true;
    if (name === 'script' && (attributes.type ?? '').trim().toLowerCase() === 'application/ld+json') {
      this.jsonLd = [];
      this.jsonLdChars = 0;
    }
    if ((name === 'h1' || name === 'h2') && this.parts.headings.length < HEADINGS) this.heading = '';
    if (NON_TEXT_TAGS.has(name)) this.skipping += 1;
    else if (this.skipping === 0) this.body.openTag(name);
  }

  text(text: string): void {
    if (this.jsonLd !== null && this.jsonLdChars < JSON_LD_CHARS) {
      this.jsonLd.push(text);
      this.jsonLdChars += text.length;
    }
    if (this.inTitle) this.parts.title = (this.parts.title + text).slice(0, META_CHARS);
    if (this.heading !== null) this.heading = (this.heading + text).slice(0, META_CHARS);
    if (this.skipping === 0) this.body.add(text);
  }

  close(name: string): void {
    if (name === 'title') this.inTitle = false;
    if (name === 'script' && this.jsonLd !== null) {
      if (this.parts.jsonLd.length < JSON_LD_BLOCKS) this.parts.jsonLd.push(this.jsonLd.join('').slice(0, JSON_LD_CHARS));
      this.jsonLd = null;
    }
    if ((name === 'h1' || name === 'h2') && this.heading !== null) {
      this.parts.headings.push(this.heading.replace(/\s+/g, ' ').trim());
      this.heading = null;
    }
    if (NON_TEXT_TAGS.has(name)) this.skipping = Math.max(0, this.skipping - 1);
    else if (this.skipping === 0) this.body.closeTag(name);
  }

  private meta(attributes: Record<string, string>): void {
    const key = (attributes.property ?? attributes.name ?? '').trim().toLowerCase();
    if (META_NAMES.has(key) && typeof attributes.content === 'string' && !(key in this.parts.meta)) {
      this.parts.meta[key] = attributes.content.slice(0, META_CHARS);
    }
  }
}

export function parsePage(html: string): PageParts {
  const page = new PageCollector();
  walkHtml(html, {
    open: (name, attributes) => page.open(name, attributes),
    text: (text) => page.text(text),
    close: (name) => page.close(name),
  });
  return { ...page.parts, title: page.parts.title.replace(/\s+/g, ' ').trim(), text: page.body.text() };
}
