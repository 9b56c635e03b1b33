import { Link } from 'react-router-dom';
import { SIGN_UP_PATH } from '../../data/site-links';
import { scrollToAnchor } from '../scroll-to-anchor';

export function HeroSection() {
  return (
    <section className="mk-hero" aria-labelledby="mk-hero-title">
      <div className="mk-container mk-hero__inner">
        <span className="mk-badge mk-badge--accent">EARLY ACCESS</span>
        <h1 id="mk-hero-title" className="mk-hero__title">
          Email Follow-Up Agent for Job Seekers
        </h1>
        <p className="mk-hero__subtitle">No bots. No spam. Just respectful persistence that stands out.</p>
        <div className="mk-hero__actions">
          <Link to={SIGN_UP_PATH} className="mk-button mk-button--primary mk-button--large">
            Sign up free
          </Link>
          <a
            href="#how-it-works"
            className="mk-button mk-button--ghost mk-button--large"
            onClick={(event) => {
              if (scrollToAnchor('how-it-works')) event.preventDefault();
            }}
          >
            See how it works
          </a>
        </div>
      </div>
    </section>
  );
}
