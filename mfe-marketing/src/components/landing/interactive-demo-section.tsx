// The landing page's 'Interactive Demo' (product.md §2 'Landing mockup demo'): once scrolled into view it types a sample
// LinkedIn URL, finds the email, shows three sample follow-ups, schedules them and goes live with confetti. The
// visitor can press the buttons to skip ahead. With reduced motion it shows the end state at once.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { DEMO_FOLLOW_UPS, DEMO_FOUND_CONTACT, DEMO_LINKEDIN_URL, DEMO_TEXT } from '../../data/landing-demo-content';
import { Icon } from '../site-icons';
import { DemoConfetti } from './demo-confetti';
import { useLandingDemo } from './use-landing-demo';

/** Share of the demo box that must be on screen before it starts. */
const IN_VIEW_THRESHOLD = 0.3;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
/** No change events to subscribe to: the value is read for the page as it renders. */
const neverChanges = () => () => undefined;

export function InteractiveDemoSection() {
  const boxRef = useRef<HTMLDivElement>(null);
  // Read once: a change of the setting mid-run does not restart the demo. The prerendered page (and so its
  // hydration) shows the idle demo; with reduced motion the effect below then shows the end state.
  const reducedMotion = useSyncExternalStore(neverChanges, prefersReducedMotion, () => false);
  const { state, start, findEmailNow, scheduleNow, replay, showFinal } = useLandingDemo(DEMO_LINKEDIN_URL.length, reducedMotion);
  const { phase } = state;

  useEffect(() => {
    const box = boxRef.current;
    if (reducedMotion) {
      showFinal();
      return;
    }
    if (!box) return;
    // Without IntersectionObserver there is no 'in view' to wait for: show the finished demo, like reduced motion.
    if (typeof IntersectionObserver === 'undefined') {
      showFinal();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { threshold: IN_VIEW_THRESHOLD },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [reducedMotion, start, showFinal]);

  const emailFound = phase === 'found' || phase === 'scheduling' || phase === 'live';

  return (
    <section className="mk-section" aria-labelledby="mk-demo-title">
      <div className="mk-container">
        <div ref={boxRef} className="mk-demo" data-demo-phase={phase}>
          <div className="mk-demo__titlebar">
            <h2 id="mk-demo-title" className="mk-demo__title">
              {DEMO_TEXT.title}
            </h2>
            <span className="mk-badge mk-badge--online">
              <span className="mk-dot" aria-hidden="true" />
              {DEMO_TEXT.online}
            </span>
          </div>
          <div className="mk-demo__body">
            <div className="mk-demo__lookup">
              <label className="mk-demo__field">
                <span className="mk-muted">{DEMO_TEXT.urlLabel}</span>
                <input
                  type="url"
                  value={DEMO_LINKEDIN_URL.slice(0, state.typed)}
                  readOnly
                  placeholder="https://www.linkedin.com/in/..."
                  aria-label="Sample LinkedIn profile URL"
                />
              </label>
              <button
                type="button"
                className="mk-button mk-button--primary mk-demo__action"
                disabled={phase !== 'idle' && phase !== 'typing'}
                onClick={findEmailNow}
              >
                {phase === 'finding' ? (
                  <>
                    <span className="mk-spinner" aria-hidden="true" />
                    {DEMO_TEXT.findingEmail}
                  </>
                ) : (
                  <>
                    <Icon name="search" size={16} />
                    {DEMO_TEXT.findEmail}
                  </>
                )}
              </button>
            </div>

            {/* Announces the milestones to screen readers; the typing itself is not announced. */}
            <div className="mk-demo__status" role="status">
              {emailFound && (
                <p className="mk-demo__found">
                  <Icon name="check" size={18} />
                  <span>{DEMO_TEXT.emailFound}</span>
                  <span className="mk-muted">
                    {DEMO_FOUND_CONTACT.name} · {DEMO_FOUND_CONTACT.email}
                  </span>
                </p>
              )}
              {phase === 'live' && <p className="mk-demo__live-title">{DEMO_TEXT.live}</p>}
            </div>

            {emailFound && (
              <ul className="mk-demo__cards" aria-label={DEMO_TEXT.cardsLabel}>
                {DEMO_FOLLOW_UPS.map(({ label, subject }) => (
                  <li key={label} className="mk-card mk-demo__card">
                    <strong>{label}</strong>
                    <span className="mk-muted">{subject}</span>
                  </li>
                ))}
              </ul>
            )}

            {(phase === 'found' || phase === 'scheduling') && (
              <button
                type="button"
                className="mk-button mk-button--primary mk-demo__action mk-demo__schedule"
                disabled={phase === 'scheduling'}
                onClick={scheduleNow}
              >
                {phase === 'scheduling' ? (
                  <>
                    <span className="mk-spinner" aria-hidden="true" />
                    {DEMO_TEXT.scheduling}
                  </>
                ) : (
                  <>
                    <Icon name="send" size={16} />
                    {DEMO_TEXT.scheduleAndSend}
                  </>
                )}
              </button>
            )}

            {phase === 'live' && (
              <div className="mk-demo__live">
                <ol className="mk-demo__timeline" aria-label={DEMO_TEXT.live}>
                  {DEMO_FOLLOW_UPS.map(({ label, liveStatus }, index) => (
                    <li key={label} className={index === 0 ? 'mk-demo__step mk-demo__step--done' : 'mk-demo__step'}>
                      <Icon name={index === 0 ? 'check' : 'clock'} size={16} />
                      {liveStatus}
                    </li>
                  ))}
                </ol>
                {!reducedMotion && (
                  <button type="button" className="mk-button mk-button--ghost mk-demo__replay" onClick={replay}>
                    <Icon name="replay" size={16} />
                    {DEMO_TEXT.replay}
                  </button>
                )}
              </div>
            )}
          </div>
        </div>
      </div>
      {state.confetti && <DemoConfetti />}
    </section>
  );
}
