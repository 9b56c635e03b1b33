import { AUDIENCES } from '../../data/landing-content';

export function AudienceSection() {
  return (
    <section className="mk-section" aria-labelledby="mk-audience-title">
      <div className="mk-container">
        <h2 id="mk-audience-title" className="mk-section__title">
          Who it is for
        </h2>
        <ul className="mk-grid mk-grid--4">
          {AUDIENCES.map((audience) => (
            <li key={audience.title} className="mk-card">
              <h3 className="mk-card__title">{audience.title}</h3>
              <p className="mk-muted">{audience.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
