import { composePrerenderedPage, type PageAssets } from './prerendered-page.template';

const SHELL =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Follow-Up Agent</title>' +
  '<meta name="description" content="The shell&#39;s default"><script defer src="/main.1a2b3c4d.js"></script></head>' +
  '<body><noscript>This app needs JavaScript.</noscript><div id="root"></div></body></html>';

const ASSETS: PageAssets = {
  css: '.mk-hero{color:#111}',
  preload: { manifest: '/remotes/mfe-marketing/mf-manifest.json', scripts: ['/remotes/mfe-marketing/remoteEntry.0a1b2c3d.js'] },
};

describe('composePrerenderedPage', () => {
  const page = {
    html: '<!--$--><main><h1>Plans from $9 &amp; up</h1></main><!--/$-->',
    title: 'Pricing | Follow-Up Agent',
    description: 'Start free <today> & "upgrade"',
  };

  it("puts the page's markup inside #root and its title and description in the head, keeping the shell's", () => {
    const html = composePrerenderedPage(SHELL, page, ASSETS)!;
    expect(html).toContain('<div id="root"><!--$--><main><h1>Plans from $9 &amp; up</h1></main><!--/$--></div>');
    expect(html).toContain('<title data-prerendered="Follow-Up Agent">Pricing | Follow-Up Agent</title>');
    expect(html).toContain(
      '<meta name="description" content="Start free &lt;today&gt; &amp; &quot;upgrade&quot;" data-prerendered="The shell&#39;s default">',
    );
    expect(html).not.toContain('name="robots"');
    expect(html).toContain('<script defer src="/main.1a2b3c4d.js"></script>');
  });

  it('inlines the CSS and preloads the manifest (as the runtime fetches it) and the entry script', () => {
    const html = composePrerenderedPage(SHELL, page, ASSETS)!;
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<style data-prerendered="">.mk-hero{color:#111}</style>');
    expect(head).toContain(
      '<link rel="preload" href="/remotes/mfe-marketing/mf-manifest.json" as="fetch" crossorigin="anonymous">',
    );
    expect(head).toContain('<link rel="preload" href="/remotes/mfe-marketing/remoteEntry.0a1b2c3d.js" as="script">');
  });

  it('asks search engines not to index a noindex page, with a tag the page owns', () => {
    const html = composePrerenderedPage(SHELL, { ...page, noindex: true }, ASSETS)!;
    expect(html).toContain('<meta name="robots" content="noindex,nofollow" data-prerendered="">');
  });

  it('cannot be closed early by CSS that contains </style>', () => {
    const html = composePrerenderedPage(SHELL, page, { ...ASSETS, css: 'a{content:"</style><script>x()</script>"}' })!;
    expect(html).not.toContain('</style><script>');
  });

  it('gives up (the plain shell is served) when the shell has no empty #root', () => {
    expect(composePrerenderedPage(SHELL.replace('<div id="root"></div>', '<div id="app"></div>'), page, ASSETS)).toBeUndefined();
  });
});
