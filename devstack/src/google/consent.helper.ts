/**
 * Plays the browser's part on the consent page: opens the authorize URL, follows the link of the
 * chosen account and returns the redirect target (redirect_uri?code=...&state=...).
 */
export async function chooseGoogleAccount(authorizeUrl: string, email: string): Promise<URL> {
  const page = await fetch(authorizeUrl);
  const html = await page.text();
  if (!page.ok) throw new Error(`consent page answered ${page.status}: ${html.slice(0, 200)}`);
  const link = [...html.matchAll(/<a class="account[^"]*" href="([^"]+)" data-email="([^"]+)"/g)].find(
    (match) => match[2] === email.toLowerCase(),
  );
  if (!link?.[1]) throw new Error(`no account ${email} on the consent page`);
  const choose = await fetch(new URL(link[1].replace(/&amp;/g, '&'), authorizeUrl), { redirect: 'manual' });
  const location = choose.headers.get('location');
  if (choose.status !== 302 || !location) throw new Error(`choosing ${email} answered ${choose.status}`);
  return new URL(location);
}
