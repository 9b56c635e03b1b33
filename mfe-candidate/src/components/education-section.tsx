import { Card } from './ui/card';
import type { CandidateEducation } from '../data/demo-candidates';

export function EducationSection({ education }: { education: CandidateEducation }) {
  return (
    <Card title="Education" className="cand-section">
      <h3 className="cand-timeline__title">{education.degree}</h3>
      <p>
        {education.school} · {education.year}
      </p>
      <p className="cand-muted">GPA {education.gpa}</p>
    </Card>
  );
}
