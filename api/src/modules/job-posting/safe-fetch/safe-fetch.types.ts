// The fetcher's face: what one read asks for and the typed answer it gets back. Every failure has a kind a caller
// can say in one line; none carries the response body.
import type { HostResolver } from './pinned-address.util';

export type SafeFetchFailureKind =
  'blocked-address' | 'bad-url' | 'too-large' | 'timeout' | 'too-many-redirects' | 'robots-disallowed' | 'http-error' | 'network';

export type SafeFetchFailure =
  | { ok: false; kind: 'http-error'; status: number; finalUrl: string }
  | { ok: false; kind: Exclude<SafeFetchFailureKind, 'http-error'>; reason: string };

export interface SafeFetchSuccess {
  ok: true;
  status: number;
  /** The URL that answered, after redirects. */
  finalUrl: string;
  /** The media type alone, lower-cased ('text/html'), '' when the server sent none. */
  contentType: string;
  text: string;
}

export type SafeFetchResult = SafeFetchSuccess | SafeFetchFailure;

/** The clock of one whole read (robots.txt, redirects, body): one signal that fires when the time is up. */
export interface ReadDeadline {
  signal: AbortSignal;
}

export interface SafeFetchRequest {
  url: URL;
  /** The Accept header (HTML pages and JSON APIs ask differently). */
  accept: string;
  deadline: ReadDeadline;
  /** Asked on each hop once its host has passed the address checks (robots.txt of HTML pages); a failure ends the read. */
  beforeHop?: (url: URL) => Promise<SafeFetchFailure | null>;
  /** Bytes past which the read stops (default: the fetcher's cap, 2 MB). */
  maxBytes?: number;
}

export interface SafeFetchSettings {
  allowLoopback: boolean;
  /** Tests only: loopback addresses that play public sites (see AddressPolicy). */
  testPublicAddresses?: ReadonlySet<string>;
  userAgent: string;
  resolver?: HostResolver;
  /** Decoded body bytes a response may have (2 MB). */
  maxBytes?: number;
  /** Redirects followed before the read gives up (3). */
  maxRedirects?: number;
}

export type SafeFetch = (request: SafeFetchRequest) => Promise<SafeFetchResult>;

export const fail = (kind: Exclude<SafeFetchFailureKind, 'http-error'>, reason: string): SafeFetchFailure => ({
  ok: false,
  kind,
  reason,
});
