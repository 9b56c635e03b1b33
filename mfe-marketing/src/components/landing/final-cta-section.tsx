import { Link } from 'react-router-dom';
import { SIGN_UP_PATH } from '../../data/site-links';

export function FinalCtaSection() {
  return (
    <section className="mk-section mk-cta" aria-labelledby="mk-cta-title">
      <div className="mk-container mk-cta__inner">
        <h2 id="mk-cta-title" className="mk-section__title">
          Stop waiting. Start following up.
        </h2>
        <p className="mk-section__lead">Set up your first sequence in minutes. No credit card required.</p>
        <Link to={SIGN_UP_PATH} className="mk-button mk-button--light mk-button--large">
          Sign up free
        </Link>
      </div>
    </section>
  );
}
