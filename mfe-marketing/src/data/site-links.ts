import { AUTH_ROUTES, PRODUCT_NAME } from 'contracts';

// Links of the public site. The spec names the targets (registration page, social profiles, demo video) but not
// their addresses, so they are kept here in one place to be swapped for the real ones.

/** Shown in the header logo and the footer. */
export const BRAND_NAME = PRODUCT_NAME;

/** Registration lives in the shell (spec §2 '/register'). */
export const SIGN_UP_PATH = AUTH_ROUTES.register;

export const SOCIAL_LINKS = [
  { label: 'LinkedIn', href: 'https://www.linkedin.com/' },
  { label: 'TikTok', href: 'https://www.tiktok.com/' },
  { label: 'Instagram', href: 'https://www.instagram.com/' },
] as const;

/** YouTube id of the product walkthrough. The spec does not give it: replace this placeholder with the real one. */
export const DEMO_VIDEO_ID = 'PRODUCT_WALKTHROUGH_ID';

/** Privacy-friendly embed host: no cookies until the visitor plays the video. */
export const demoVideoEmbedUrl = (videoId: string): string =>
  `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?rel=0&modestbranding=1`;

/** Support inbox for the Contact page. Not in the spec: replace with the real address. */
export const SUPPORT_EMAIL = 'support@followupagent.app';
