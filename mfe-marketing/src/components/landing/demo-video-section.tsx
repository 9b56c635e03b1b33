import { DEMO_VIDEO_ID, demoVideoEmbedUrl } from '../../data/site-links';

export function DemoVideoSection() {
  return (
    <section className="mk-section mk-section--tight" aria-label="Product walkthrough video">
      <div className="mk-container">
        <div className="mk-video">
          <iframe
            src={demoVideoEmbedUrl(DEMO_VIDEO_ID)}
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
