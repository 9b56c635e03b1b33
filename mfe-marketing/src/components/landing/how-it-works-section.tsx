import { HOW_IT_WORKS_STEPS } from '../../data/landing-content';

export function HowItWorksSection() {
  return (
    <section id="how-it-works" className="mk-section mk-section--alt mk-anchor" aria-labelledby="mk-how-title">
      <div className="mk-container">
        <h2 id="mk-how-title" className="mk-section__title">
          How It Works
        </h2>
        <ol className="mk-grid mk-grid--3 mk-steps">
          {HOW_IT_WORKS_STEPS.map((step, index) => (
            <li key={step.title} className="mk-card mk-step">
              <span className="mk-step__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="mk-card__title">{step.title}</h3>
              <p className="mk-muted">{step.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
