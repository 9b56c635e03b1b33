/**
 * Plays the browser's part on the consent page: opens the authorize URL, follows the link of the
 * chosen account and returns the redirect target (redirect_uri?code=...&state=...). With `grantScopes` it submits
 * the account's granular consent form instead, ticking only those scopes (sign-in scopes come regardless).
 */
export async function chooseGoogleAccount(
  authorizeUrl: string,
  email: string,
  options: { grantScopes?: readonly string[] } = {},
): Promise<URL> {
  const page = await fetch(authorizeUrl);
  const html = await page.text();
  if (!page.ok) throw new Error(`consent page answered ${page.status}: ${html.slice(0, 200)}`);
  const link = [...html.matchAll(/<a class="account[^"]*" href="([^"]+)" data-email="([^"]+)"/g)].find(
    (match) => match[2] === email.toLowerCase(),
  );
  if (!link?.[1]) throw new Error(`no account ${email} on the consent page`);
  const target = new URL(link[1].replace(/&amp;/g, '&'), authorizeUrl);
  if (options.grantScopes) {
    target.searchParams.set('granular', '1');
    for (const scope of options.grantScopes) target.searchParams.append('scope', scope);
  }
  const choose = await fetch(target, { redirect: 'manual' });
  const location = choose.headers.get('location');
  if (choose.status !== 302 || !location) throw new Error(`choosing ${email} answered ${choose.status}`);
  return new URL(location);
}
