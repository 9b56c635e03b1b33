import { FEATURE_CARDS } from '../../data/landing-content';
import { Icon } from '../site-icons';

export function FeaturesSection() {
  return (
    <section id="features" className="mk-section mk-anchor" aria-labelledby="mk-features-title">
      <div className="mk-container">
        <h2 id="mk-features-title" className="mk-section__title">
          Features
        </h2>
        <p className="mk-section__lead">Everything you need to follow up after you apply, and nothing you don't.</p>
        <ul className="mk-grid mk-grid--3">
          {FEATURE_CARDS.map((card) => (
            <li key={card.title} className="mk-card">
              <span className="mk-card__icon">
                <Icon name={card.icon} />
              </span>
              <h3 className="mk-card__title">{card.title}</h3>
              <p className="mk-muted">{card.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
