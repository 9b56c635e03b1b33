import { FAQ_ENTRIES } from '../../data/landing-content';

export function FaqSection() {
  return (
    <section id="faqs" className="mk-section mk-section--alt mk-anchor" aria-labelledby="mk-faq-title">
      <div className="mk-container mk-container--narrow">
        <h2 id="mk-faq-title" className="mk-section__title">
          FAQs
        </h2>
        <div className="mk-faq">
          {FAQ_ENTRIES.map((entry) => (
            // Native <details> gives an accessible accordion without any script.
            <details key={entry.question} className="mk-faq__item">
              <summary className="mk-faq__question">{entry.question}</summary>
              <p className="mk-faq__answer">{entry.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
