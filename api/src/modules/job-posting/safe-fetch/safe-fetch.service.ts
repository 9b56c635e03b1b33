// The fetcher for untrusted URLs. Each hop: the URL rules, DNS with every answer checked, one GET on a connection
// pinned to the checked address, no cookies and no credentials sent. Redirects are followed by hand (at most 3, each
// checked again from the start); bodies are capped (2 MB) and the whole read runs on one deadline.
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { decodeText, parseContentType, readCappedBody } from './body-reader.util';
import { pinAddress, pinnedLookup, systemResolver, type ResolvedAddress } from './pinned-address.util';
import {
  fail,
  type SafeFetch,
  type SafeFetchFailure,
  type SafeFetchRequest,
  type SafeFetchResult,
  type SafeFetchSettings,
} from './safe-fetch.types';
import { checkUrl } from './url-guard.rules';

export const MAX_BODY_BYTES = 2 * 1024 * 1024;
export const MAX_REDIRECTS = 3;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

type HopOutcome = { redirect: string } | { response: IncomingMessage } | SafeFetchFailure;

interface Hop {
  url: URL;
  pinned: ResolvedAddress;
  request: SafeFetchRequest;
  userAgent: string;
}

/** Sends one GET over a fresh agent whose lookup is the pinned address (no keep-alive: nothing is reused). */
function sendOnce({ url, pinned, request, userAgent }: Hop): Promise<HopOutcome> {
  const transport = url.protocol === 'https:' ? https : http;
  const agent = new transport.Agent({ keepAlive: false, maxSockets: 1, lookup: pinnedLookup(pinned) });
  const { signal } = request.deadline;
  return new Promise((resolve) => {
    const req = transport.request(url, {
      method: 'GET',
      agent,
      signal,
      headers: {
        'user-agent': userAgent,
        accept: request.accept,
        'accept-encoding': 'gzip, deflate, br',
        'accept-language': 'en',
      },
    });
    req.on('response', (response) => {
      const location = response.headers.location;
      if (REDIRECT_STATUSES.has(response.statusCode ?? 0) && location) {
        response.destroy(); // a redirect's body is never read
        resolve({ redirect: location });
      } else resolve({ response });
    });
    req.on('error', () => resolve(fail(signal.aborted ? 'timeout' : 'network', 'connect')));
    req.on('close', () => agent.destroy());
    req.end();
  });
}

async function readResponse(
  url: URL,
  response: IncomingMessage,
  maxBytes: number,
  signal: AbortSignal,
): Promise<SafeFetchResult> {
  const status = response.statusCode ?? 0;
  if (status < 200 || status > 299) {
    response.destroy();
    return { ok: false, kind: 'http-error', status, finalUrl: url.href };
  }
  const body = await readCappedBody(response, maxBytes, signal);
  if (!body.ok) return fail(body.kind, body.reason);
  const { mediaType, charset } = parseContentType(response.headers['content-type']);
  return { ok: true, status, finalUrl: url.href, contentType: mediaType, text: decodeText(body.bytes, charset) };
}

/** DNS answers do not wait for the deadline by themselves. */
function beforeDeadline<T>(work: Promise<T>, signal: AbortSignal, late: T): Promise<T> {
  if (signal.aborted) return Promise.resolve(late);
  return new Promise((resolve) => {
    const onAbort = () => resolve(late);
    signal.addEventListener('abort', onAbort, { once: true });
    void work.then((value) => {
      signal.removeEventListener('abort', onAbort);
      resolve(value);
    });
  });
}

function nextUrl(location: string, base: URL): URL | null {
  try {
    return new URL(location, base);
  } catch {
    return null;
  }
}

export function createSafeFetch(settings: SafeFetchSettings): SafeFetch {
  const resolver = settings.resolver ?? systemResolver;
  const maxRedirects = settings.maxRedirects ?? MAX_REDIRECTS;
  const timeout = { ok: false, kind: 'timeout', reason: 'deadline' } as const;
  return async function safeFetch(request) {
    const { signal } = request.deadline;
    let url = request.url;
    for (let redirects = 0; ; redirects += 1) {
      const verdict = checkUrl(url);
      if (!verdict.ok) return fail(verdict.kind, verdict.reason);
      const pin = await beforeDeadline(pinAddress(url, resolver, settings), signal, timeout);
      if (!pin.ok) return fail(pin.kind, pin.reason);
      // robots.txt is asked once the host itself passed: a refused address is said as such, not as robots.
      const refused = request.beforeHop ? await request.beforeHop(url) : null;
      if (refused) return refused;
      const hop = await sendOnce({ url, pinned: pin.address, request, userAgent: settings.userAgent });
      if ('response' in hop)
        return readResponse(url, hop.response, request.maxBytes ?? settings.maxBytes ?? MAX_BODY_BYTES, signal);
      if (!('redirect' in hop)) return hop;
      if (redirects >= maxRedirects) return fail('too-many-redirects', String(redirects + 1));
      const next = nextUrl(hop.redirect, url);
      if (!next) return fail('bad-url', 'redirect');
      url = next;
    }
  };
}

/** The deadline of one whole read. */
export function readDeadline(timeoutMs: number): { signal: AbortSignal } {
  return { signal: AbortSignal.timeout(timeoutMs) };
}
