import { AUTH_ROUTES, PRODUCT_NAME } from 'contracts';

// Links of the public site. The spec names the targets (registration page, social profiles) but not their
// addresses, so they are kept here in one place to be swapped for the real ones. The walkthrough video comes from
// configuration (DEMO_VIDEO_URL, see components/landing/demo-video-embed.ts).

/** Shown in the header logo and the footer. */
export const BRAND_NAME = PRODUCT_NAME;

/** Registration lives in the shell (product.md §2 '/register'). */
export const SIGN_UP_PATH = AUTH_ROUTES.register;

export const SOCIAL_LINKS = [
  { label: 'LinkedIn', href: 'https://www.linkedin.com/' },
  { label: 'TikTok', href: 'https://www.tiktok.com/' },
  { label: 'Instagram', href: 'https://www.instagram.com/' },
] as const;

/** Support inbox for the Contact page. Not in the spec: replace with the real address. */
export const SUPPORT_EMAIL = 'support@followupagent.app';
