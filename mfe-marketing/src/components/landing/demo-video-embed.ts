// Turns the configured walkthrough address (DEMO_VIDEO_URL, from /runtime-config.json through 'shared-ui/core') into
// what the page frames. YouTube links of any form become a youtube-nocookie embed (a watch page refuses to be framed);
// anything unusable gives null, and the video section is then left out rather than shown as a broken embed.
import { getPublicSite } from 'shared-ui/core';

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const VIDEO_ID = /^[A-Za-z0-9_-]{6,20}$/;
/** Paths of a YouTube host that carry the video id as their second segment. */
const ID_PATHS = new Set(['embed', 'shorts', 'live', 'v']);

function youTubeVideoId(url: URL): string | null | undefined {
  if (url.hostname === 'youtu.be') return VIDEO_ID.test(url.pathname.slice(1)) ? url.pathname.slice(1) : null;
  if (!YOUTUBE_HOSTS.has(url.hostname)) return undefined;
  const [first, second] = url.pathname.split('/').filter(Boolean);
  const id = first === 'watch' ? url.searchParams.get('v') : first && ID_PATHS.has(first) ? second : null;
  // A channel, playlist or home page of YouTube cannot be framed: null hides the section.
  return id && VIDEO_ID.test(id) ? id : null;
}

/** Seconds of a YouTube start time ('90', '90s'); other forms are ignored. */
function startSeconds(url: URL): string | null {
  const value = url.searchParams.get('start') ?? url.searchParams.get('t');
  const match = value ? /^(\d+)s?$/.exec(value) : null;
  return match?.[1] ?? null;
}

/** The iframe address for a configured video, or null when there is none to show. */
export function demoVideoEmbedUrl(address: string | null | undefined): string | null {
  if (!address) return null;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  const id = youTubeVideoId(url);
  if (id === undefined) return url.toString();
  if (id === null) return null;
  const embed = new URL(`https://www.youtube-nocookie.com/embed/${id}`);
  embed.searchParams.set('rel', '0');
  const start = startSeconds(url);
  if (start) embed.searchParams.set('start', start);
  return embed.toString();
}

/** The embed address of the configured walkthrough video (set by the shell before the first render), or null. */
export function configuredDemoVideoEmbedUrl(): string | null {
  return demoVideoEmbedUrl(getPublicSite().demoVideoUrl);
}
