import { Card } from './ui/card';
import type { DemoCandidate } from '../data/demo-candidates';

export function ExperienceHighlights({ candidate }: { candidate: DemoCandidate }) {
  return (
    <Card title="Experience Highlights" className="cand-section">
      <ol className="cand-timeline">
        {candidate.experienceDetails.map((job) => (
          <li key={`${job.company}-${job.period}`} className="cand-timeline__item">
            <h3 className="cand-timeline__title">
              {job.title} · {job.company}
            </h3>
            <p className="cand-muted">{job.period}</p>
            <p>{job.description}</p>
            <ul className="cand-achievements">
              {job.achievements.map((achievement) => (
                <li key={achievement}>{achievement}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </Card>
  );
}
