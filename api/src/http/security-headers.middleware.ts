import helmet from 'helmet';
import type { RequestHandler } from 'express';
import type { AppConfig } from '../config/config';

/** Origins of the remotes whose manifest URL is absolute (relative URLs are served by this app: 'self'). */
export function remoteOrigins(remotes: AppConfig['remotes']): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(remotes)) {
    if (/^https?:\/\//i.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}

/** Where the browser PUTs attachment uploads (the presigned URLs of generateSignedUrl point there). */
export function uploadOrigins(s3: AppConfig['s3']): string[] {
  if (s3.endpoint) return [new URL(s3.endpoint).origin];
  // AWS itself: virtual-hosted style for the bucket, path style as the SDK's fallback.
  return [`https://${s3.bucket}.s3.${s3.region}.amazonaws.com`, `https://s3.${s3.region}.amazonaws.com`];
}

/** The YouTube embeds, plus the origin of DEMO_VIDEO_URL when it is another video host (the public site frames it). */
export function frameOrigins(demoVideoUrl: string | null): string[] {
  const origins = new Set(['https://www.youtube.com', 'https://www.youtube-nocookie.com']);
  if (demoVideoUrl) origins.add(new URL(demoVideoUrl).origin);
  return [...origins];
}

/**
 * helmet with a Content-Security-Policy that lets the shell load its remotes (script + manifest fetch),
 * upload attachments straight to object storage, antd's runtime styles ('unsafe-inline' styles) and the YouTube
 * demo video.
 */
export function securityHeaders(config: AppConfig): RequestHandler {
  const remotes = remoteOrigins(config.remotes);
  const overHttps = config.appOrigin.startsWith('https:');
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        scriptSrc: ["'self'", ...remotes],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'", ...remotes, ...uploadOrigins(config.s3)],
        frameSrc: frameOrigins(config.demoVideoUrl),
        // Upgrading would break plain-http local origins (http://localhost:8080).
        upgradeInsecureRequests: overHttps ? [] : null,
      },
    },
    strictTransportSecurity: overHttps,
    // YouTube embeds refuse to play without a Referer (helmet's default is no-referrer).
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
