import { allowedLinks, foreignLinkCount, linksIn, toPlainText } from './draft-text.sanitizer';

describe('toPlainText', () => {
  it.each([
    ['<p>Hi {{contact_first_name}},</p>\n<p>Thanks</p>', 'Hi {{contact_first_name}},\n\n\nThanks\n\n'],
    ['Best,<br>{{your_name}}', 'Best,\n{{your_name}}'],
    ['<b>Bold</b> and <script>alert(1)</script>safe', 'Bold and safe'],
    ['<a href="https://evil.example">my profile</a>', 'my profile'],
    ['R&amp;D role &mdash; a &lt; b', 'R&D role \u2014 a < b'],
    // Decoded once: what was written as an entity stays an entity.
    ['&amp;lt;b&amp;gt;', '&lt;b&gt;'],
    ['Plain text stays: 5 > 3, {{your_name}}', 'Plain text stays: 5 > 3, {{your_name}}'],
  ])('%p -> %p', (input, expected) => {
    expect(toPlainText(input)).toBe(expected);
  });
});

describe('links', () => {
  it('finds every kind of link: schemes, www hosts, bare domains of any TLD, protocol-relative and addresses', () => {
    const text = 'a https://x.example/p b www.evil.com c login-check.app/confirm d //cdn.evil.io e mailto:a@b.co f jane@mail.org';
    expect(linksIn(text)).toHaveLength(6);
    expect(linksIn('I know React, Node.js and TypeScript (7+ years).')).toEqual([]);
  });

  it("allows only the user's own links, whatever the scheme, www or trailing slash", () => {
    const allowed = allowedLinks(['See github.com/jane-doe and https://jane.dev/', null, 'Engineer at Acme']);
    expect(foreignLinkCount('My code: https://www.GitHub.com/jane-doe/ and jane.dev', allowed)).toBe(0);
    expect(foreignLinkCount('My code: https://github.com/someone-else', allowed)).toBe(1);
    expect(foreignLinkCount('Write to jane@evil.org or visit evil.com', allowed)).toBe(2);
  });

  it('reads full-width and ideographic dots as dots, in the draft and in what the user typed', () => {
    for (const spelled of [
      'evil\uFF0Ecom',
      'evil\u3002com',
      'evil\uFF61com',
      'evil\uFE52com',
      '\uFF45\uFF56\uFF49\uFF4C\uFF0E\uFF43\uFF4F\uFF4D',
    ]) {
      expect(linksIn(`Apply at ${spelled}/apply today`)).toEqual(['http://evil.com/apply']);
      expect(foreignLinkCount(`Apply at ${spelled}/apply today`, new Set())).toBe(1);
    }
    expect(foreignLinkCount('Write to hr@evil\uFF0Eorg', new Set())).toBe(1);
    // The same link, typed with a full-width dot and drafted with an ASCII one (or the other way round), is one link.
    expect(foreignLinkCount('See jane\uFF0Edev', allowedLinks(['My site: jane.dev']))).toBe(0);
    expect(foreignLinkCount('See jane.dev', allowedLinks(['My site: jane\u3002dev']))).toBe(0);
  });
});
