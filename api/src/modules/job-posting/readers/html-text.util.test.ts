// HTML to text: entity-encoded descriptions, scripts never text, the 20,000-character bound, and time that grows
// linearly with hostile input (deep nesting, stray close tags, runs of '<', unclosed comments and attributes): the
// Parser's element stack took 2.3 s for 100,000 nested <div>s, the tokenizer walk takes ~25 ms.
import { JOB_POSTING_BOUNDS } from 'contracts';
import { parsePage } from './html-page.util';
import { encodedHtmlToText, htmlToText } from './html-text.util';

describe('HTML to text', () => {
  it('reads an entity-encoded description (as Greenhouse sends it) as plain lines and list items', () => {
    const content =
      '&lt;p&gt;We &amp;amp; you&lt;/p&gt;&lt;ul&gt;&lt;li&gt;SQL&lt;/li&gt;&lt;li&gt;Dashboards&lt;/li&gt;&lt;/ul&gt;';
    expect(encodedHtmlToText(content)).toBe('We & you\n- SQL\n- Dashboards');
  });

  it('never takes script, style or template contents as text', () => {
    expect(htmlToText('<p>Hi</p><script>alert(1)</script><style>p{}</style><template>x</template>')).toBe('Hi');
  });

  it(`stops at ${JOB_POSTING_BOUNDS.text} characters`, () => {
    const text = htmlToText(`<p>${'word '.repeat(20_000)}</p>`);
    expect(text.length).toBeLessThanOrEqual(JOB_POSTING_BOUNDS.text);
    expect(text.length).toBeGreaterThan(JOB_POSTING_BOUNDS.text - 10);
  });

  it.each([
    ['400,000 nested elements', '<div>'.repeat(400_000)],
    ['400,000 stray close tags inside deep nesting', `${'<b>'.repeat(100_000)}${'</i>'.repeat(400_000)}`],
    ['2 MB of <', '<'.repeat(2_000_000)],
    ['an unclosed comment', `<!--${'-'.repeat(2_000_000)}`],
    ['an unclosed attribute', `<a href="${'x'.repeat(2_000_000)}`],
    ['an unclosed JSON-LD script', `<script type="application/ld+json">${'{"a":'.repeat(300_000)}`],
  ])('parses a 2 MB page of %s in linear time', (_name, html) => {
    const started = performance.now();
    const page = parsePage(html);
    expect(performance.now() - started).toBeLessThan(1_500);
    expect(page.text.length).toBeLessThanOrEqual(JOB_POSTING_BOUNDS.text);
  });
});
