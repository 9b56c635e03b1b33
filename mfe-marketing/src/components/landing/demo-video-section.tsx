import { configuredDemoVideoEmbedUrl } from './demo-video-embed';

interface DemoVideoSectionProps {
  /** A visible heading (the /demo page); the landing page shows the bare 16:9 embed (spec §2). */
  heading?: string;
}

/** The product walkthrough video; nothing at all when DEMO_VIDEO_URL is not set. */
export function DemoVideoSection({ heading }: DemoVideoSectionProps) {
  // Set by the shell before the first render and fixed for the page's life: read it as it renders.
  const src = configuredDemoVideoEmbedUrl();
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
