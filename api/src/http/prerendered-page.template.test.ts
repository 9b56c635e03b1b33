import { composePrerenderedPage, type PageAssets } from './prerendered-page.template';

/** The marketing build's standalone document, as minified by its build. */
const DOCUMENT =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Follow-Up Agent</title>' +
  '<meta name="description" content="The site&#39;s default"></head><body><div id="root"></div></body></html>';

const ASSETS: PageAssets = {
  css: '.mk-hero{color:#111}',
  scripts: ['/remotes/mfe-marketing/public-page/public-page.0a1b2c3d.js'],
  data: { 'runtime-config': { authUrl: '/api/auth', demoVideoUrl: 'https://video.example/</script><b>' } },
};

describe('composePrerenderedPage', () => {
  const page = {
    html: '<!--$--><main><h1>Plans from $9 &amp; up</h1></main><!--/$-->',
    title: 'Pricing | Follow-Up Agent',
    description: 'Start free <today> & "upgrade"',
  };

  it("puts the page's markup inside #root and its title and description in the head, keeping the document's", () => {
    const html = composePrerenderedPage(DOCUMENT, page, ASSETS)!;
    expect(html).toContain('<div id="root"><!--$--><main><h1>Plans from $9 &amp; up</h1></main><!--/$--></div>');
    expect(html).toContain('<title data-prerendered="Follow-Up Agent">Pricing | Follow-Up Agent</title>');
    expect(html).toContain(
      '<meta name="description" content="Start free &lt;today&gt; &amp; &quot;upgrade&quot;" data-prerendered="The site&#39;s default">',
    );
    expect(html).not.toContain('name="robots"');
  });

  it('inlines the CSS, and adds the hydration script (deferred) and the data blocks to the head', () => {
    const html = composePrerenderedPage(DOCUMENT, page, ASSETS)!;
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<style data-prerendered="">.mk-hero{color:#111}</style>');
    expect(head).toContain('<script defer src="/remotes/mfe-marketing/public-page/public-page.0a1b2c3d.js"></script>');
    // A value cannot close its block early: '<' and '>' are escaped, and the JSON reads back the same.
    const block = /<script type="application\/json" id="runtime-config">(.*?)<\/script>/.exec(head);
    expect(block?.[1]).not.toContain('<');
    expect(JSON.parse(block?.[1] ?? 'null')).toEqual(ASSETS.data?.['runtime-config']);
  });

  it('asks search engines not to index a noindex page, with a tag the page owns', () => {
    const html = composePrerenderedPage(DOCUMENT, { ...page, noindex: true }, ASSETS)!;
    expect(html).toContain('<meta name="robots" content="noindex,nofollow" data-prerendered="">');
  });

  it('cannot be closed early by CSS that contains </style>', () => {
    const html = composePrerenderedPage(DOCUMENT, page, { ...ASSETS, css: 'a{content:"</style><script>x()</script>"}' })!;
    expect(html).not.toContain('</style><script>');
  });

  it('gives up (the plain shell is served) when the document has no empty #root', () => {
    expect(
      composePrerenderedPage(DOCUMENT.replace('<div id="root"></div>', '<div id="app"></div>'), page, ASSETS),
    ).toBeUndefined();
  });
});
