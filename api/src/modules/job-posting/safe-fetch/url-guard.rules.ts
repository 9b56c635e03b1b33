// The URL checks a read makes before any DNS or connection, on the pasted URL and on every redirect: http(s) only,
// no credentials, a bounded length, and only the web's ports. The WHATWG parser has already turned decimal, octal
// and hex IPv4 forms ('http://2130706433/', 'http://0177.0.0.1/', 'http://0x7f.1/') into dotted quads, so the
// address rules see 127.0.0.1 whatever was typed.
import { JOB_POSTING_BOUNDS } from 'contracts';

export type UrlVerdict = { ok: true; url: URL } | { ok: false; kind: 'bad-url' | 'blocked-address'; reason: string };

/** A public site is read on the web's two ports; a stand-in on loopback may use any port but these. */
const PUBLIC_PORTS = new Set(['', '80', '443']);

/** The Fetch Standard's "bad ports" (mail, shell, file sharing, IRC...): never a web page, whatever the host. */
const BAD_PORTS = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104, 109, 110, 111, 113,
  115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556,
  563, 587, 601, 636, 989, 990, 993, 995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667,
  6668, 6669, 6679, 6697, 10080,
]);

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** Parses what a user pasted; a URL typed without a scheme ('boards.greenhouse.io/acme/jobs/1') is read as https. */
export function parsePastedUrl(input: string): UrlVerdict {
  const text = input.trim();
  if (text.length === 0 || text.length > JOB_POSTING_BOUNDS.url) return { ok: false, kind: 'bad-url', reason: 'length' };
  try {
    return checkUrl(new URL(HAS_SCHEME.test(text) ? text : `https://${text}`));
  } catch {
    return { ok: false, kind: 'bad-url', reason: 'unparsable' };
  }
}

/** The checks every hop passes (the first URL and each redirect's Location). */
export function checkUrl(url: URL): UrlVerdict {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, kind: 'bad-url', reason: 'scheme' };
  if (url.username !== '' || url.password !== '') return { ok: false, kind: 'bad-url', reason: 'credentials' };
  if (url.href.length > JOB_POSTING_BOUNDS.url) return { ok: false, kind: 'bad-url', reason: 'length' };
  if (url.hostname === '') return { ok: false, kind: 'bad-url', reason: 'host' };
  if (url.port !== '' && BAD_PORTS.has(Number(url.port))) return { ok: false, kind: 'blocked-address', reason: 'port' };
  return { ok: true, url };
}

/** Whether the URL's port is one a public site is read on (loopback stand-ins may use others). */
export function onPublicPort(url: URL): boolean {
  return PUBLIC_PORTS.has(url.port);
}

/** The hostname without IPv6 brackets, as DNS and the address rules want it. */
export function bareHost(url: URL): string {
  const host = url.hostname;
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}
