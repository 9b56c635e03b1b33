// The safe-fetch room: the one way this module reaches an untrusted URL.
export { createSafeFetch, readDeadline, MAX_BODY_BYTES, MAX_REDIRECTS } from './safe-fetch.service';
export { createRobotsGate, ROBOTS_USER_AGENT, ROBOTS_CACHE_MS, type RobotsGate } from './robots.service';
export { parsePastedUrl } from './url-guard.rules';
export { systemResolver, type HostResolver, type ResolvedAddress } from './pinned-address.util';
export type {
  ReadDeadline,
  SafeFetch,
  SafeFetchFailure,
  SafeFetchFailureKind,
  SafeFetchRequest,
  SafeFetchResult,
  SafeFetchSettings,
  SafeFetchSuccess,
} from './safe-fetch.types';
