// Settings of the public site that come from /runtime-config.json. The shell sets them at start, as it does the
// endpoints, so the marketing remote reads them through the shared 'shared-ui/core' singleton without a second fetch.

export interface PublicSiteSettings {
  /** The walkthrough video (DEMO_VIDEO_URL); null: the video section is hidden. */
  demoVideoUrl: string | null;
}

const DEFAULT_SETTINGS: PublicSiteSettings = { demoVideoUrl: null };
let current: PublicSiteSettings = { ...DEFAULT_SETTINGS };

export function configurePublicSite(next: Partial<PublicSiteSettings>): void {
  current = { ...current, ...next };
}

export function getPublicSite(): PublicSiteSettings {
  return current;
}

/** Back to the defaults (tests). */
export function resetPublicSite(): void {
  current = { ...DEFAULT_SETTINGS };
}
