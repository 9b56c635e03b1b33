import { useSyncExternalStore } from 'react';
import { configuredDemoVideoEmbedUrl } from './demo-video-embed';

/** No change events to subscribe to: the value is read for the page as it renders. */
const neverChanges = () => () => undefined;

interface DemoVideoSectionProps {
  /** A visible heading (the /demo page); the landing page shows the bare 16:9 embed (product.md §2). */
  heading?: string;
}

/** The product walkthrough video; nothing at all when DEMO_VIDEO_URL is not set. */
export function DemoVideoSection({ heading }: DemoVideoSectionProps) {
  // Set by the shell before the first render and fixed for the page's life. The prerendered page has no video
  // (the address is run-time config): hydration matches that, then the embed appears.
  const src = useSyncExternalStore(neverChanges, configuredDemoVideoEmbedUrl, () => null);
  if (!src) return null;
  return (
    <section className="mk-section mk-section--tight" aria-label="Product walkthrough video">
      <div className="mk-container">
        {heading && <h2 className="mk-section__title">{heading}</h2>}
        <div className="mk-video">
          <iframe
            src={src}
            title="Product walkthrough"
            loading="lazy"
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; web-share"
            referrerPolicy="strict-origin-when-cross-origin"
            allowFullScreen
          />
        </div>
      </div>
    </section>
  );
}
